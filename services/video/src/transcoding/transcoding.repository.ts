import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';

/** What a transcoding run needs of its video. */
export interface TranscodeSource {
  id: number;
  userId: number;
  uploadId: string | null;
  filesDir: string | null;
  status: string;
}

/** What a finished transcoding gives its video. */
export interface TranscodeResult {
  url: string;
  poster: string;
  storyboard: string;
  durationSeconds: number;
}

/** `video` rows of uploads while they are transcoded (status, progress, then the result or the failure). */
@Injectable()
export class TranscodingRepository {
  constructor(private readonly prisma: PrismaService) {}

  findSource(id: number, db: Db = this.prisma): Promise<TranscodeSource | null> {
    return db.video.findUnique({
      where: { id },
      select: { id: true, userId: true, uploadId: true, filesDir: true, status: true },
    });
  }

  async setProgress(id: number, progress: number, db: Db = this.prisma): Promise<void> {
    await db.video.updateMany({ where: { id, status: 'transcoding' }, data: { progress } });
  }

  /** Answers false when the video was deleted meanwhile. */
  async markReady(id: number, result: TranscodeResult, db: Db = this.prisma): Promise<boolean> {
    const updated = await db.video.updateMany({
      where: { id, status: 'transcoding' },
      data: { ...result, status: 'ready', progress: 100, failureKey: null },
    });
    return updated.count > 0;
  }

  async markFailed(id: number, failureKey: string, db: Db = this.prisma): Promise<void> {
    await db.video.updateMany({ where: { id, status: 'transcoding' }, data: { status: 'failed', failureKey } });
  }
}

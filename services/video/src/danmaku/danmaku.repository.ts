import { Injectable } from '@nestjs/common';
import { Db, PrismaService, VideoDanmaku } from '@arena/shared';

export type NewDanmaku = Pick<VideoDanmaku, 'videoId' | 'userId' | 'nickname' | 'text' | 'atMs' | 'color' | 'mode'>;

/** `video.danmaku`: viewers' lines on videos, by their time into the video. */
@Injectable()
export class DanmakuRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Lines from `fromMs` (inclusive) to `toMs` (exclusive), in playback order, at most `take`. */
  listWindow(videoId: number, fromMs: number, toMs: number, take: number, db: Db = this.prisma) {
    return db.videoDanmaku.findMany({
      where: { videoId, atMs: { gte: fromMs, lt: toMs } },
      orderBy: [{ atMs: 'asc' }, { id: 'asc' }],
      take,
    });
  }

  /** One author's latest `take` lines on a video, in playback order. */
  async listByAuthor(videoId: number, userId: number, take: number, db: Db = this.prisma) {
    const rows = await db.videoDanmaku.findMany({ where: { videoId, userId }, orderBy: { id: 'desc' }, take });
    return rows.sort((a, b) => a.atMs - b.atMs || a.id - b.id);
  }

  insert(line: NewDanmaku, db: Db = this.prisma): Promise<VideoDanmaku> {
    return db.videoDanmaku.create({ data: line });
  }

  findAuthor(id: number, db: Db = this.prisma): Promise<{ userId: number; videoId: number } | null> {
    return db.videoDanmaku.findUnique({ where: { id }, select: { userId: true, videoId: true } });
  }

  async delete(id: number, db: Db = this.prisma): Promise<void> {
    await db.videoDanmaku.deleteMany({ where: { id } });
  }
}

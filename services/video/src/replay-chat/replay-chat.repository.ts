import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

/** `video.replay_lines`: a replay's chat and gifts, by their time into the recording. */
@Injectable()
export class ReplayChatRepository {
  constructor(private readonly prisma: PrismaService) {}

  async insertMany(lines: Prisma.ReplayLineCreateManyInput[], db: Db = this.prisma): Promise<void> {
    if (lines.length) await db.replayLine.createMany({ data: lines });
  }

  listOf(videoId: number, db: Db = this.prisma) {
    return db.replayLine.findMany({ where: { videoId }, orderBy: [{ atMs: 'asc' }, { id: 'asc' }] });
  }

  /** The replay video of a broadcast, for players that know the broadcast (a room's replay tab). */
  videoOfBroadcast(broadcastId: number, db: Db = this.prisma) {
    return db.video.findUnique({ where: { broadcastId }, select: { id: true } });
  }

  videoExists(id: number, db: Db = this.prisma) {
    return db.video.findUnique({ where: { id }, select: { id: true } });
  }
}

import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, Video } from '@arena/shared';

/** The replay videos of broadcasts (`video` rows with a `broadcast_id`, unique). */
@Injectable()
export class ReplaysRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByBroadcast(broadcastId: number, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.video.findUnique({ where: { broadcastId }, select: { id: true } });
  }

  /** Inserts the replay unless the broadcast has one already; answers the inserted row (none then). */
  insert(replay: Prisma.VideoCreateManyInput, db: Db = this.prisma): Promise<Video[]> {
    return db.video.createManyAndReturn({ data: [replay], skipDuplicates: true });
  }

  async deleteByBroadcast(broadcastId: number, db: Db = this.prisma): Promise<void> {
    await db.video.deleteMany({ where: { broadcastId } });
  }
}

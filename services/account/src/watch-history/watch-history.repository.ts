import { Injectable } from '@nestjs/common';
import { Db, PrismaService, WatchRecord } from '@arena/shared';

/** `account.watch_records`: the rooms a viewer entered, one row per streamer. */
@Injectable()
export class WatchHistoryRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A viewer's records, newest visit first. */
  listOf(userId: number, skip: number, take: number, db: Db = this.prisma): Promise<WatchRecord[]> {
    return db.watchRecord.findMany({ where: { userId }, orderBy: { watchedAt: 'desc' }, skip, take });
  }

  countOf(userId: number, db: Db = this.prisma): Promise<number> {
    return db.watchRecord.count({ where: { userId } });
  }

  /** A visit: the streamer's row is created or moved to now (with the room's title when given). */
  async record(userId: number, streamerId: number, title: string | undefined, db: Db = this.prisma): Promise<void> {
    await db.watchRecord.upsert({
      where: { userId_streamerId: { userId, streamerId } },
      create: { userId, streamerId, title: title ?? '' },
      update: { watchedAt: new Date(), title },
    });
  }
}

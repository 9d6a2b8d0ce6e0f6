import { Injectable } from '@nestjs/common';
import { Db, Follow, PrismaService } from '@arena/shared';

/** A follow with the streamer as lists show them. */
export type FollowWithStreamer = Follow & {
  streamer: { id: number; nickname: string; avatar: string; isStreamer: boolean };
};

/** `account.follows`: who follows which streamer. */
@Injectable()
export class FollowsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Answers how many rows went (0: there was no such follow). */
  async remove(followerId: number, streamerId: number, db: Db = this.prisma): Promise<number> {
    const { count } = await db.follow.deleteMany({ where: { followerId, streamerId } });
    return count;
  }

  /** Skips a follow that exists already (a double click). */
  async add(followerId: number, streamerId: number, db: Db = this.prisma): Promise<void> {
    await db.follow.createMany({ data: [{ followerId, streamerId }], skipDuplicates: true });
  }

  /** A streamer's fans. */
  countFans(streamerId: number, db: Db = this.prisma): Promise<number> {
    return db.follow.count({ where: { streamerId } });
  }

  /** The streamers a user follows. */
  countFollowedBy(followerId: number, db: Db = this.prisma): Promise<number> {
    return db.follow.count({ where: { followerId } });
  }

  /** 1 when the user follows the streamer, else 0. */
  countFollow(followerId: number, streamerId: number, db: Db = this.prisma): Promise<number> {
    return db.follow.count({ where: { followerId, streamerId } });
  }

  /** The follows of a user, newest first, with their streamers. */
  listFollowedBy(followerId: number, skip: number, take: number, db: Db = this.prisma): Promise<FollowWithStreamer[]> {
    return db.follow.findMany({
      where: { followerId },
      orderBy: { createdAt: 'desc' },
      skip,
      take,
      include: { streamer: { select: { id: true, nickname: true, avatar: true, isStreamer: true } } },
    });
  }

  /** The fan count of each streamer given that has fans. */
  async countFansOf(streamerIds: number[], db: Db = this.prisma): Promise<{ streamerId: number; fans: number }[]> {
    const rows = await db.follow.groupBy({
      by: ['streamerId'],
      where: { streamerId: { in: streamerIds } },
      _count: true,
    });
    return rows.map((row) => ({ streamerId: row.streamerId, fans: row._count }));
  }
}

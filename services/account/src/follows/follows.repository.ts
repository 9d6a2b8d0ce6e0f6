import { Injectable } from '@nestjs/common';
import { Db, Follow, PrismaService } from '@arena/shared';

/** A follow with the streamer as lists show them. */
export type FollowWithAnchor = Follow & { anchor: { id: number; nickname: string; avatar: string; isAnchor: boolean } };

/** `account.follows`: who follows which streamer. */
@Injectable()
export class FollowsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Answers how many rows went (0: there was no such follow). */
  async remove(followerId: number, anchorId: number, db: Db = this.prisma): Promise<number> {
    const { count } = await db.follow.deleteMany({ where: { followerId, anchorId } });
    return count;
  }

  /** Skips a follow that exists already (a double click). */
  async add(followerId: number, anchorId: number, db: Db = this.prisma): Promise<void> {
    await db.follow.createMany({ data: [{ followerId, anchorId }], skipDuplicates: true });
  }

  /** A streamer's fans. */
  countFans(anchorId: number, db: Db = this.prisma): Promise<number> {
    return db.follow.count({ where: { anchorId } });
  }

  /** The streamers a user follows. */
  countFollowedBy(followerId: number, db: Db = this.prisma): Promise<number> {
    return db.follow.count({ where: { followerId } });
  }

  /** 1 when the user follows the streamer, else 0. */
  countFollow(followerId: number, anchorId: number, db: Db = this.prisma): Promise<number> {
    return db.follow.count({ where: { followerId, anchorId } });
  }

  /** The follows of a user, newest first, with their streamers. */
  listFollowedBy(followerId: number, skip: number, take: number, db: Db = this.prisma): Promise<FollowWithAnchor[]> {
    return db.follow.findMany({
      where: { followerId },
      orderBy: { createdAt: 'desc' },
      skip,
      take,
      include: { anchor: { select: { id: true, nickname: true, avatar: true, isAnchor: true } } },
    });
  }

  /** The fan count of each streamer given that has fans. */
  async countFansOf(anchorIds: number[], db: Db = this.prisma): Promise<{ anchorId: number; fans: number }[]> {
    const rows = await db.follow.groupBy({ by: ['anchorId'], where: { anchorId: { in: anchorIds } }, _count: true });
    return rows.map((row) => ({ anchorId: row.anchorId, fans: row._count }));
  }
}

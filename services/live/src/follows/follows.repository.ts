import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';

/** `live.follows`: the live service's copy of who follows whom. */
@Injectable()
export class FollowsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores the change unless the one stored is as new or newer. */
  async saveIfNewer(
    change: { followerId: number; streamerId: number; following: boolean; at: Date },
    db: Db = this.prisma,
  ): Promise<void> {
    await db.$executeRaw`
      INSERT INTO "live"."follows" ("follower_id", "anchor_id", "following", "changed_at")
      VALUES (${change.followerId}, ${change.streamerId}, ${change.following}, ${change.at})
      ON CONFLICT ("follower_id", "anchor_id") DO UPDATE
        SET "following" = EXCLUDED."following", "changed_at" = EXCLUDED."changed_at"
        WHERE "live"."follows"."changed_at" < EXCLUDED."changed_at"`;
  }

  findFollowing(followerId: number, streamerId: number, db: Db = this.prisma): Promise<{ following: boolean } | null> {
    return db.liveFollow.findUnique({
      where: { followerId_streamerId: { followerId, streamerId } },
      select: { following: true },
    });
  }

  /** The streamers the user follows now. */
  listFollowed(followerId: number, db: Db = this.prisma): Promise<{ streamerId: number }[]> {
    return db.liveFollow.findMany({ where: { followerId, following: true }, select: { streamerId: true } });
  }

  /** The streamer's followers now, by user id, `limit` of them after `after`. */
  async listFollowers(streamerId: number, after: number, limit: number, db: Db = this.prisma): Promise<number[]> {
    const rows = await db.liveFollow.findMany({
      where: { streamerId, following: true, followerId: { gt: after } },
      orderBy: { followerId: 'asc' },
      take: limit,
      select: { followerId: true },
    });
    return rows.map((row) => row.followerId);
  }
}

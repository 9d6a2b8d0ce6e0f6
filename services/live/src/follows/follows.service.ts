import { Injectable } from '@nestjs/common';
import { DomainEvents, PrismaService } from '@arena/shared';

/** The live service's copy of who follows whom (from account's `follow.changed`). */
@Injectable()
export class FollowsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Idempotent and order-proof: a change older than the one stored is ignored. */
  async apply(change: DomainEvents['follow.changed']): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO "live"."follows" ("follower_id", "anchor_id", "following", "changed_at")
      VALUES (${change.followerId}, ${change.anchorId}, ${change.following}, ${new Date(change.at)})
      ON CONFLICT ("follower_id", "anchor_id") DO UPDATE
        SET "following" = EXCLUDED."following", "changed_at" = EXCLUDED."changed_at"
        WHERE "live"."follows"."changed_at" < EXCLUDED."changed_at"`;
  }

  async isFollowing(followerId: number, anchorId: number): Promise<boolean> {
    const row = await this.prisma.liveFollow.findUnique({ where: { followerId_anchorId: { followerId, anchorId } }, select: { following: true } });
    return row?.following ?? false;
  }

  async followedAnchorIds(followerId: number): Promise<number[]> {
    const rows = await this.prisma.liveFollow.findMany({ where: { followerId, following: true }, select: { anchorId: true } });
    return rows.map((row) => row.anchorId);
  }
}

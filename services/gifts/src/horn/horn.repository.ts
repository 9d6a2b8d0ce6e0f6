import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';

/** The noble's horn counter: `horn_period` and `horn_used` of `gifts.guard_memberships`. */
@Injectable()
export class HornRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Takes one free horn of the quota month starting at `period` by one conditional UPDATE, if the
   * membership (as read: same start) lasts and has one left; answers whether it did.
   */
  async takeFreeHorn(userId: number, startedAt: Date, period: Date, db: Db = this.prisma): Promise<boolean> {
    const taken = await db.$executeRaw`
      UPDATE gifts.guard_memberships m
      SET horn_period = ${period}, horn_used = CASE WHEN m.horn_period = ${period} THEN m.horn_used + 1 ELSE 1 END
      FROM gifts.guard_tiers t
      WHERE m.user_id = ${userId} AND t.id = m.tier_id AND m.started_at = ${startedAt}
        AND m.ended_at IS NULL AND m.expires_at > now()
        AND (m.horn_period IS DISTINCT FROM ${period} OR m.horn_used < t.horn_quota)`;
    return taken === 1;
  }

  /** Gives back a horn taken in the quota month starting at `period`. */
  async giveBackFreeHorn(userId: number, period: Date, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`
      UPDATE gifts.guard_memberships SET horn_used = horn_used - 1
      WHERE user_id = ${userId} AND horn_period = ${period} AND horn_used > 0`;
  }
}

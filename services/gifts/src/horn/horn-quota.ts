import { Injectable } from '@nestjs/common';
import { giftsConfig } from '../gifts.config';
import { HornRepository } from './horn.repository';

/** What the quota needs of a membership: whose, when it started, its counter and its tier's monthly quota. */
export interface QuotaHolder {
  userId: number;
  startedAt: Date;
  hornPeriod: Date | null;
  hornUsed: number;
  tier: { hornQuota: number };
}

/**
 * The noble's free horn messages: `hornQuota` per month of nobility, months counted from when the
 * tier was taken (a renewal keeps the count going, a new tier starts a new month). The count is a
 * counter on the membership row (`horn_period`, `horn_used`) taken by one conditional UPDATE, so
 * concurrent horns never get more than the quota and no transaction waits on another.
 */
@Injectable()
export class HornQuota {
  private readonly monthMs = giftsConfig().guards.monthMs;

  constructor(private readonly horns: HornRepository) {}

  /** Start of the current quota month of a membership. */
  monthStart(holder: Pick<QuotaHolder, 'startedAt'>, now = new Date()): Date {
    const elapsed = Math.max(0, now.getTime() - holder.startedAt.getTime());
    return new Date(holder.startedAt.getTime() + Math.floor(elapsed / this.monthMs) * this.monthMs);
  }

  left(holder: QuotaHolder): number {
    const used = holder.hornPeriod?.getTime() === this.monthStart(holder).getTime() ? holder.hornUsed : 0;
    return Math.max(0, holder.tier.hornQuota - used);
  }

  /** Takes one free horn if the membership (as read: same start) lasts and has one left this month. */
  async take(holder: QuotaHolder): Promise<boolean> {
    return this.horns.takeFreeHorn(holder.userId, holder.startedAt, this.monthStart(holder));
  }

  /** Gives back a horn taken for a message that was not recorded (a concurrent request with its key won). */
  async giveBack(holder: QuotaHolder): Promise<void> {
    await this.horns.giveBackFreeHorn(holder.userId, this.monthStart(holder));
  }
}

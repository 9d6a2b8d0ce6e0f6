import { Injectable } from '@nestjs/common';
import { Prisma, PrismaService } from '@arena/shared';
import { giftsConfig } from '../gifts.config';

/** What the quota needs of a membership: when it started and its tier's monthly quota. */
export interface QuotaHolder {
  userId: number;
  startedAt: Date;
  tier: { hornQuota: number };
}

/**
 * The noble's free horn messages: `hornQuota` per month of nobility, months counted from when the
 * tier was taken (a renewal keeps the count going, a new tier starts a new month). Used messages are
 * the horn rows paid by the quota since the current month began.
 */
@Injectable()
export class HornQuota {
  private readonly monthMs = giftsConfig().guards.monthMs;

  constructor(private readonly prisma: PrismaService) {}

  /** Start of the current quota month of a membership. */
  monthStart(holder: QuotaHolder, now = new Date()): Date {
    const elapsed = Math.max(0, now.getTime() - holder.startedAt.getTime());
    return new Date(holder.startedAt.getTime() + Math.floor(elapsed / this.monthMs) * this.monthMs);
  }

  async used(holder: QuotaHolder, tx: Prisma.TransactionClient = this.prisma): Promise<number> {
    return tx.paidMessage.count({ where: { userId: holder.userId, kind: 'horn', fromQuota: true, createdAt: { gte: this.monthStart(holder) } } });
  }

  async left(holder: QuotaHolder, tx: Prisma.TransactionClient = this.prisma): Promise<number> {
    return Math.max(0, holder.tier.hornQuota - (await this.used(holder, tx)));
  }
}

import { Injectable } from '@nestjs/common';
import { Db, PayoutAccountType, PrismaService, Withdrawal, WithdrawalStatus } from '@arena/shared';

/** An application as stored: amounts as decimal yuan, the payout account as it is now. */
export interface NewWithdrawal {
  userId: number;
  amount: string;
  fee: string;
  accountType: PayoutAccountType;
  accountNo: string;
  holderName: string;
  bankName: string;
}

/** `wallet.withdrawals`: applications and their review. */
@Injectable()
export class WithdrawalsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Takes the user's lock on applying until the transaction ends, or false at once when another holds it. */
  async tryLockApplying(userId: number, db: Db = this.prisma): Promise<boolean> {
    const [row] = await db.$queryRaw<
      { locked: boolean }[]
    >`SELECT pg_try_advisory_xact_lock(hashtext('withdrawal apply'), ${userId}) AS locked`;
    return row.locked;
  }

  countSince(userId: number, since: Date, db: Db = this.prisma): Promise<number> {
    return db.withdrawal.count({ where: { userId, createdAt: { gte: since } } });
  }

  create(withdrawal: NewWithdrawal, db: Db = this.prisma): Promise<Withdrawal> {
    return db.withdrawal.create({ data: withdrawal });
  }

  findById(id: number, db: Db = this.prisma): Promise<Withdrawal | null> {
    return db.withdrawal.findUnique({ where: { id } });
  }

  findStatus(id: number, db: Db = this.prisma): Promise<{ status: WithdrawalStatus } | null> {
    return db.withdrawal.findUnique({ where: { id }, select: { status: true } });
  }

  /**
   * Locks the withdrawal if it is pending and no other transaction holds it; answers whether it did.
   * SKIP LOCKED: a review in progress is skipped, not queued behind.
   */
  async claimPending(id: number, db: Db = this.prisma): Promise<boolean> {
    const claimed = await db.$queryRaw<
      { id: number }[]
    >`SELECT id FROM wallet.withdrawals WHERE id = ${id} AND status = 'pending' FOR UPDATE SKIP LOCKED`;
    return claimed.length > 0;
  }

  async markReviewed(
    id: number,
    review: { status: WithdrawalStatus; reviewedBy: number; reviewNote: string; reviewedAt: Date },
    db: Db = this.prisma,
  ): Promise<void> {
    await db.withdrawal.update({ where: { id }, data: review });
  }

  count(where: { userId?: number; status?: WithdrawalStatus }, db: Db = this.prisma): Promise<number> {
    return db.withdrawal.count({ where });
  }

  /** Newest first. */
  list(
    where: { userId?: number; status?: WithdrawalStatus },
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<Withdrawal[]> {
    return db.withdrawal.findMany({ where, orderBy: { id: 'desc' }, skip, take });
  }
}

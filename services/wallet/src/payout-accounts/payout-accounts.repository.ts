import { Injectable } from '@nestjs/common';
import { Db, PayoutAccount, PayoutAccountType, PrismaService } from '@arena/shared';

export interface PayoutAccountData {
  holderName: string;
  accountNo: string;
  bankName: string;
  branch: string;
}

/** `wallet.payout_accounts`: the bank card and the Alipay account of each user, one of each. */
@Injectable()
export class PayoutAccountsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Binds or replaces the user's account of that type. */
  async save(userId: number, type: PayoutAccountType, data: PayoutAccountData, db: Db = this.prisma): Promise<void> {
    await db.payoutAccount.upsert({
      where: { userId_type: { userId, type } },
      create: { userId, type, ...data },
      update: data,
    });
  }

  find(userId: number, type: PayoutAccountType, db: Db = this.prisma): Promise<PayoutAccount | null> {
    return db.payoutAccount.findUnique({ where: { userId_type: { userId, type } } });
  }
}

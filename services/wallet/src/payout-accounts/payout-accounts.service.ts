import { Injectable } from '@nestjs/common';
import { PayoutAccountType } from '@arena/shared';
import { maskAlipayAccount, maskCardNumber, maskHolder } from './masking';
import { PayoutAccountData, PayoutAccountsRepository } from './payout-accounts.repository';

/** Bank cards and Alipay accounts users withdraw to: one of each per user, masked on read. */
@Injectable()
export class PayoutAccountsService {
  constructor(private readonly accounts: PayoutAccountsRepository) {}

  /** Binds or replaces the user's account of that type. */
  async save(userId: number, type: PayoutAccountType, data: PayoutAccountData): Promise<void> {
    await this.accounts.save(userId, type, data);
  }

  async bank(userId: number) {
    const card = await this.find(userId, 'bank');
    if (!card) return { is_bind: 0 as const, name: '', card_no: '', bank_name: '', branch: '' };
    return {
      is_bind: 1 as const,
      name: maskHolder(card.holderName),
      card_no: maskCardNumber(card.accountNo),
      bank_name: card.bankName,
      branch: card.branch,
    };
  }

  async alipay(userId: number) {
    const account = await this.find(userId, 'alipay');
    if (!account) return { is_bind: 0 as const, name: '', account: '' };
    return { is_bind: 1 as const, name: maskHolder(account.holderName), account: maskAlipayAccount(account.accountNo) };
  }

  find(userId: number, type: PayoutAccountType) {
    return this.accounts.find(userId, type);
  }
}

export type { PayoutAccountData };

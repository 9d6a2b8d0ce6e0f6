import { Injectable } from '@nestjs/common';
import { LedgerRepository } from './ledger.repository';
import { yuanText } from './money';

/** What an operator checks first: double entry means every currency sums to zero. */
@Injectable()
export class LedgerIntegrityService {
  constructor(private readonly ledger: LedgerRepository) {}

  async summary() {
    const [sums, negative, system] = await Promise.all([
      this.ledger.sumsByCurrency(),
      this.ledger.countNegativeUserAccounts(),
      this.ledger.systemAccounts(),
    ]);
    return {
      currencies: sums.map((s) => ({ currency: s.currency, accounts: s.accounts, sum: yuanText(s.sum ?? 0) })),
      negative_user_accounts: negative,
      system_accounts: system.map((a) => ({ code: a.systemCode, balance: yuanText(a.balance) })),
    };
  }
}

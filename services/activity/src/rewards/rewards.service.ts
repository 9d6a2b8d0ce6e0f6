import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';

export type RewardReason = 'sign_in' | 'task' | 'share';

/** Diamonds this service gives away, always as a ledger transfer from the rewards account. */
@Injectable()
export class RewardsService {
  constructor(private readonly services: ServiceClient) {}

  /** Idempotent by key: paying the same reward twice moves the diamonds once. Answers the new gold, as Member/info shows it. */
  async pay(userId: number, diamonds: number, reason: RewardReason, key: string, memo = ''): Promise<string> {
    const result = await this.services.call(walletContracts.transfer, {
      idempotency_key: key,
      from: { system: 'diamond.rewards' },
      to: { user_id: userId, kind: 'diamond' },
      amount: String(diamonds),
      reason,
      memo,
    });
    // "15.50" -> "15.5", "5.00" -> "5".
    return String(Number(result.to_balance));
  }
}

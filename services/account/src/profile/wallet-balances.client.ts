import { Injectable } from '@nestjs/common';
import { isBuilt, ServiceClient } from '@arena/shared';

export interface Balances {
  /** Diamonds, as a decimal string. */
  gold: string;
  /** Cash balance in yuan, as a decimal string with two places. */
  balances: string;
}

/**
 * Gold and balances belong to the wallet service. Contract (docs/services/account.md):
 * `GET /internal/balances/:userId` on the wallet answers `{ gold, balances }`. Until the wallet
 * service is built, every user holds nothing, which is the truth.
 */
@Injectable()
export class WalletBalancesClient {
  constructor(private readonly services: ServiceClient) {}

  async of(userId: number): Promise<Balances> {
    if (!isBuilt('wallet')) return { gold: '0', balances: '0.00' };
    return this.services.call<Balances>('wallet', 'GET', `/internal/balances/${userId}`);
  }
}

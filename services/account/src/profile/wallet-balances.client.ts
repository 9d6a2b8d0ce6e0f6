import { Injectable } from '@nestjs/common';
import { ServiceClient } from '@arena/shared';

export interface Balances {
  /** Diamonds, as a decimal string. */
  gold: string;
  /** Cash balance in yuan, as a decimal string with two places. */
  balances: string;
  /** The consumption wallet in yuan (cash moved there can be spent, never withdrawn). */
  consumption: string;
}

/** Gold and balances belong to the wallet service: `GET /internal/balances/:userId` answers them. */
@Injectable()
export class WalletBalancesClient {
  constructor(private readonly services: ServiceClient) {}

  of(userId: number): Promise<Balances> {
    return this.services.call<Balances>('wallet', 'GET', `/internal/balances/${userId}`);
  }
}

import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';
import { postedPrices } from './posted-prices';
import { SettlementRegistry } from './settlement-registry';
import { settlingConfig } from './settling.config';

/**
 * Settles payments whose outcome was unknown (decision 026): the wallet call failed without a clear
 * answer, or the process stopped between the wallet's commit and its own. Once a payment is
 * PAYMENT_SETTLE_AFTER_SECONDS old, the wallet is asked whether its price was posted: posted, its
 * feature finishes it (money that moved always gets what it paid for); not posted, it is released.
 * It never charges: what a user was told had failed is not taken from them minutes later.
 */
@Injectable()
export class PaymentsSettling {
  private readonly config = settlingConfig();

  constructor(
    private readonly registry: SettlementRegistry,
    private readonly services: ServiceClient,
  ) {}

  /** Settles every registered kind, each on its own: one failing (its rows, a service down) does not hold the others back. */
  async settleAll(): Promise<void> {
    const settled = await Promise.allSettled(this.registry.kinds().map((kind) => this.settle(kind)));
    const failures = settled.filter((result) => result.status === 'rejected').map((result) => result.reason as unknown);
    if (failures.length > 0) throw new AggregateError(failures, 'Some unfinished payments could not be settled');
  }

  /** Settles a kind's payments unfinished for PAYMENT_SETTLE_AFTER_SECONDS; answers how many. */
  async settle(kind: string, now = Date.now()): Promise<number> {
    const settler = this.registry.settlerOf(kind);
    const unfinished = await settler.unfinished(new Date(now - this.config.afterMs), walletContracts.MAX_POSTED_KEYS);
    if (unfinished.length === 0) return 0;
    const posted = await postedPrices(
      this.services,
      unfinished.map((payment) => settler.priceKey(payment)),
    );
    await settler.settle(unfinished.map((payment) => ({ payment, transferId: posted.get(settler.priceKey(payment)) })));
    return unfinished.length;
  }
}

import { Injectable } from '@nestjs/common';
import {
  EventConsumer,
  EventHandlers,
  inBatches,
  ProcessedEventsRepository,
  RedisService,
  Transactions,
} from '@arena/shared';
import { WalletBalancesService } from './wallet-balances.service';

/**
 * Follows the wallet's balance announcements into the account service's read model, every event of
 * a read in one statement. Idempotent by itself, without `once`: the upsert keeps the balance of the
 * highest transfer id (decision 009).
 */
@Injectable()
export class WalletBalancesConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly balances: WalletBalancesService,
  ) {
    super('account', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return { 'wallet.balance.changed': inBatches((events) => this.balances.apply(...events.map((e) => e.payload))) };
  }
}

import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, ProcessedEventsRepository, RedisService, Transactions } from '@arena/shared';
import { NobilityService } from './nobility.service';

/**
 * Follows the gifts service's `guard.changed` into the account's read model (Member/info's
 * toplevel). Idempotent by itself, without `once`: the upsert keeps the highest version.
 */
@Injectable()
export class NobilityConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly nobility: NobilityService,
  ) {
    super('account', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return { 'guard.changed': (change) => this.nobility.apply(change) };
  }
}

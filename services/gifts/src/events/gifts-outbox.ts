import { Injectable } from '@nestjs/common';
import { EventBus, Jobs, Outbox, OutboxRepository, RealtimeEmitter, Transactions } from '@arena/shared';

/** The gifts service's outbox (`gifts.outbox`): what paid messages show, stored with their payment (decision 038). */
@Injectable()
export class GiftsOutbox extends Outbox {
  constructor(
    transactions: Transactions,
    outbox: OutboxRepository,
    events: EventBus,
    realtime: RealtimeEmitter,
    jobs: Jobs,
  ) {
    super('gifts', transactions, outbox, events, realtime, jobs);
  }
}

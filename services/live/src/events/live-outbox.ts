import { Injectable } from '@nestjs/common';
import { EventBus, Jobs, Outbox, OutboxRepository, RealtimeEmitter, Transactions } from '@arena/shared';

/** The live service's outbox (`live.outbox`): room events and domain events of its changes (decision 038). */
@Injectable()
export class LiveOutbox extends Outbox {
  constructor(
    transactions: Transactions,
    outbox: OutboxRepository,
    events: EventBus,
    realtime: RealtimeEmitter,
    jobs: Jobs,
  ) {
    super('live', transactions, outbox, events, realtime, jobs);
  }
}

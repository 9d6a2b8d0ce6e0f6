import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, ProcessedEventsRepository, RedisService, Transactions } from '@arena/shared';
import { ReplaysService } from './replays.service';
import { ReplaysWorker } from './replays.worker';

/**
 * The live service's broadcasts: one that ends gets its replay made (a job, since the recording is
 * final only seconds later); a deleted recording takes its replay away. Both idempotent by themselves
 * (a job id per broadcast, a delete).
 */
@Injectable()
export class LiveEventsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly worker: ReplaysWorker,
    private readonly replays: ReplaysService,
  ) {
    super('video', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return {
      'live.broadcast.ended': (event) => this.worker.schedule(event.broadcastId),
      'live.recording.deleted': (event) => this.replays.recordingDeleted(event.broadcastId),
    };
  }
}

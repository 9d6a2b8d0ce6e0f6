import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, ProcessedEventsRepository, RedisService, Transactions } from '@arena/shared';
import { rm } from 'node:fs/promises';
import { Broadcasts } from './broadcasts';

/**
 * The live service's decisions that concern a push: a broadcast ended by anything but the push
 * itself (a kick-out, a seal, the streamer's end button) or a replaced stream key disconnects the
 * encoder; a deleted recording loses its files. Each effect is idempotent by itself.
 */
@Injectable()
export class LiveEventsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly broadcasts: Broadcasts,
  ) {
    super('media', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return {
      'live.broadcast.ended': async (event) => {
        if (event.by !== 'media') this.broadcasts.disconnect(event.roomId, event.broadcastId);
      },
      'live.stream_key.changed': async (event) => this.broadcasts.disconnect(event.roomId),
      'live.recording.deleted': async (event) =>
        rm(this.broadcasts.recordingDir(event.broadcastId), { recursive: true, force: true }),
    };
  }
}

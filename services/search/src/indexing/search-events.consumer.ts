import { Injectable } from '@nestjs/common';
import { SearchKind } from '@arena/contracts';
import {
  DeliveredEvent,
  EventConsumer,
  EventType,
  inBatches,
  ProcessedEventsRepository,
  RedisService,
  Transactions,
} from '@arena/shared';
import { SearchService } from '../documents/search.service';
import { IndexRefresh } from './index-refresh';

/**
 * Keeps the index current from the owners' events: a removal deletes the document; anything else
 * asks the owner for its current copy (`IndexRefresh`). Writing the owner's current state is
 * idempotent by itself, so a redelivered or late event needs no processed-event key.
 */
@Injectable()
export class SearchEventsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly index: IndexRefresh,
    private readonly search: SearchService,
  ) {
    super('search', redis, transactions, processed);
  }

  protected handlers() {
    return {
      'post.changed': this.changes('post.changed', ['post'], (e) => [e.postId, e.removed]),
      'video.changed': this.changes('video.changed', ['video'], (e) => [e.videoId, e.removed]),
      // A room's title or cover, its streamer's name, going on and off the air: the room and its streamer.
      'room.changed': this.changes('room.changed', ['room', 'streamer'], (e) => [e.roomId, false]),
      'live.broadcast.started': this.changes('live.broadcast.started', ['room', 'streamer'], (e) => [e.roomId, false]),
      'live.broadcast.ended': this.changes('live.broadcast.ended', ['room', 'streamer'], (e) => [e.roomId, false]),
      'match.started': this.changes('match.started', ['match'], (e) => [e.matchId, false]),
      'match.finished': this.changes('match.finished', ['match'], (e) => [e.matchId, false]),
    };
  }

  /** The events of one read, as the ids they name: removed ones deleted, the rest refreshed. */
  private changes<K extends EventType>(
    _type: K,
    kinds: SearchKind[],
    idOf: (payload: DeliveredEvent<K>['payload']) => [id: number, removed: boolean],
  ) {
    return inBatches<K>(async (events) => {
      const named = events.map((event) => idOf(event.payload));
      const removed = named.filter(([, gone]) => gone).map(([id]) => id);
      const changed = named.filter(([id, gone]) => !gone && !removed.includes(id)).map(([id]) => id);
      for (const kind of kinds) {
        await this.search.remove(kind, removed);
        await this.index.refresh(kind, changed);
      }
    });
  }
}

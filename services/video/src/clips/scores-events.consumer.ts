import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, ProcessedEventsRepository, RedisService, Transactions } from '@arena/shared';
import { ClipsWorker } from './clips.worker';

/**
 * The scores service's goals: each becomes goal clips of the rooms broadcasting its match. Idempotent
 * by itself: one job per match and goal, one clip per room and goal (a unique key).
 */
@Injectable()
export class ScoresEventsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly worker: ClipsWorker,
  ) {
    super('video', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return {
      'match.goal': (event) =>
        this.worker.scheduleGoal({
          matchId: event.matchId,
          seq: event.seq,
          minute: event.minute,
          side: event.side,
          homeScore: event.homeScore,
          awayScore: event.awayScore,
          scorer: event.scorer,
          home: event.home,
          away: event.away,
        }),
    };
  }
}

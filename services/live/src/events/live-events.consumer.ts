import { Injectable } from '@nestjs/common';
import {
  EventConsumer,
  EventHandlers,
  inBatches,
  ProcessedEventsRepository,
  RedisService,
  Transactions,
} from '@arena/shared';
import { FollowsService } from '../follows/follows.service';
import { RoomActivity } from '../heat/room-activity';
import { RoomRankingService } from '../ranking/room-ranking.service';

/** What the live service learns from others: follows (its copy), danmaku and gifts (heat, ranking). */
@Injectable()
export class LiveEventsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly follows: FollowsService,
    private readonly activity: RoomActivity,
    private readonly ranking: RoomRankingService,
  ) {
    super('live', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return {
      // Newest change wins, so a redelivered or late one changes nothing.
      'follow.changed': (e) => this.follows.apply(e),
      'danmaku.sent': (e) => this.activity.danmaku(e.roomId),
      // One gift is one transfer: the contribution is recorded once under its id, heat counted with it;
      // the gifts of one read in one transaction.
      'gift.sent': inBatches(async (events) => {
        const recorded = await this.onceEach(
          events.map((e) => e.payload),
          (gift) => `gift.sent:${gift.transferId}`,
          (tx, gifts) => this.ranking.record(tx, gifts),
        );
        await this.ranking.countInHeat(recorded);
      }),
    };
  }
}

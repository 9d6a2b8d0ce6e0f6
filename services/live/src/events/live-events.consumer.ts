import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, PrismaService, RedisService } from '@arena/shared';
import { FollowsService } from '../follows/follows.service';
import { RoomActivity } from '../heat/room-activity';
import { RoomRankingService } from '../ranking/room-ranking.service';

/** What the live service learns from others: follows (its copy), danmaku and gifts (heat, ranking). */
@Injectable()
export class LiveEventsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    prisma: PrismaService,
    private readonly follows: FollowsService,
    private readonly activity: RoomActivity,
    private readonly ranking: RoomRankingService,
  ) {
    super('live', redis, prisma);
  }

  protected handlers(): EventHandlers {
    return {
      // Newest change wins, so a redelivered or late one changes nothing.
      'follow.changed': (e) => this.follows.apply(e),
      'danmaku.sent': (e) => this.activity.danmaku(e.roomId),
      // One gift is one transfer: the contribution is recorded once under its id, heat counted with it.
      'gift.sent': async (e) => {
        if (await this.once(`gift.sent:${e.transferId}`, (tx) => this.ranking.record(tx, e))) await this.ranking.countInHeat(e);
      },
    };
  }
}

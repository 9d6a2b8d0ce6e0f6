import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, ProcessedEventsRepository, RedisService, Transactions } from '@arena/shared';
import { InvitationsService } from '../invitations/invitations.service';
import { DailyTasksService } from './daily-tasks.service';

/** Which published facts move which daily task (codes of the seeded tasks), and invitations. */
@Injectable()
export class TasksConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly tasks: DailyTasksService,
    private readonly invitations: InvitationsService,
  ) {
    super('activity', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    const advance = (userId: number, code: string, increment: number, key: string) =>
      this.once(key, (tx) => this.tasks.advance(tx, userId, code, increment));
    return {
      'live.watched': (e, id) => advance(e.userId, 'watch', e.minutes, id),
      'danmaku.sent': (e, id) => advance(e.userId, 'danmaku', 1, id),
      'content.shared': (e, id) => advance(e.userId, 'share', 1, id),
      // One gift is one transfer; the wallet may publish a transfer twice, so the key is its id.
      'wallet.spent': async (e) => {
        if (e.reason === 'gift') await advance(e.userId, 'gift', 1, `wallet.spent:${e.transferId}`);
      },
      // Idempotent by itself: one invitation per invitee, and the reward is paid under a fixed key.
      'user.registered': (e) => this.invitations.record(e),
    };
  }
}

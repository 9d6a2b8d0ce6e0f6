import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RedisService, StreamConsumer } from '@arena/shared';
import { InvitationsService } from '../invitations/invitations.service';
import { DailyTasksService } from './daily-tasks.service';

/** Which published facts move which daily task (codes of the seeded tasks). */
@Injectable()
export class TasksConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: StreamConsumer;

  constructor(redis: RedisService, tasks: DailyTasksService, invitations: InvitationsService) {
    this.consumer = new StreamConsumer(redis, 'activity', {
      'live.watched': (e, id) => tasks.advance(e.userId, 'watch', e.minutes, id),
      'danmaku.sent': (e, id) => tasks.advance(e.userId, 'danmaku', 1, id),
      'content.shared': (e, id) => tasks.advance(e.userId, 'share', 1, id),
      // One gift is one transfer; the wallet may publish a transfer twice, so dedupe by its id.
      'wallet.spent': async (e) => {
        if (e.reason === 'gift') await tasks.advance(e.userId, 'gift', 1, `wallet.spent:${e.transferId}`);
      },
      'user.registered': (e) => invitations.record(e),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.consumer.stop();
  }
}

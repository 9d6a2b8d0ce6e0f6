import { Injectable } from '@nestjs/common';
import { accountContracts, liveContracts } from '@arena/contracts';
import {
  DomainEvents,
  EventConsumer,
  EventHandlers,
  ProcessedEventsRepository,
  RedisService,
  ServiceClient,
  Transactions,
} from '@arena/shared';
import { ExpertGrading } from '../experts/expert-grading';
import { excerptOf } from './notification-kinds';
import { NewNotification } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** Readers asked for at a time when a notification goes to many (a streamer's followers). */
const FAN_OUT_PAGE = 1000;

/**
 * Other services' events the community acts on, most becoming notifications: a new follower (account), a followed streamer
 * going on the air (live), a reserved match kicking off (scores, with who reserved it from live).
 * Each notification's key names the fact, so a redelivered event stores nothing twice.
 */
@Injectable()
export class NotificationEventsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    private readonly writes: Transactions,
    processed: ProcessedEventsRepository,
    private readonly notifications: NotificationsService,
    private readonly services: ServiceClient,
    private readonly grading: ExpertGrading,
  ) {
    super('community', redis, writes, processed);
  }

  protected handlers(): EventHandlers {
    return {
      'follow.changed': (event) => this.followed(event),
      'live.broadcast.started': (event) => this.wentLive(event),
      'match.started': (event) => this.kickedOff(event),
      // Not a notification: experts' analyses of the match are graded (idempotent by itself). One
      // consumer per service, since a consumer group hands each event to one of its consumers.
      'match.finished': async (event) => {
        await this.grading.gradeMatch(event.matchId, event.homeScore, event.awayScore);
      },
    };
  }

  /** A follow (not an unfollow); following again later does not notify twice. */
  private async followed(event: DomainEvents['follow.changed']): Promise<void> {
    if (!event.following) return;
    const follower = await this.services.call(accountContracts.userCard, { id: event.followerId });
    await this.store([
      {
        userId: event.streamerId,
        kind: 'follow',
        key: `follow:${event.followerId}:${event.streamerId}`,
        actorId: event.followerId,
        actorName: follower.user_nickname,
        actorAvatar: follower.avatar,
        targetId: event.followerId,
      },
    ]);
  }

  private async wentLive(event: DomainEvents['live.broadcast.started']): Promise<void> {
    const streamer = await this.services.call(accountContracts.userCard, { id: event.streamerId });
    await this.fanOut(
      (after) =>
        this.services.call(liveContracts.followers, { streamer_id: event.streamerId, after, limit: FAN_OUT_PAGE }),
      (userId) => ({
        userId,
        kind: 'live',
        key: `live:${event.broadcastId}:${userId}`,
        actorId: event.streamerId,
        actorName: streamer.user_nickname,
        actorAvatar: streamer.avatar,
        targetId: event.roomId,
        excerpt: excerptOf(event.title),
      }),
    );
  }

  private async kickedOff(event: DomainEvents['match.started']): Promise<void> {
    await this.fanOut(
      (after) =>
        this.services.call(liveContracts.matchReservers, { match_id: event.matchId, after, limit: FAN_OUT_PAGE }),
      (userId) => ({
        userId,
        kind: 'match',
        key: `match:${event.matchId}:${userId}`,
        targetId: event.matchId,
        subject: { home: event.home, away: event.away },
      }),
    );
  }

  /** Page after page of readers, each page stored in one statement and pushed in one round trip. */
  private async fanOut(
    page: (after: number) => Promise<{ user_ids: number[] }>,
    notification: (userId: number) => NewNotification,
  ): Promise<void> {
    let after = 0;
    for (;;) {
      const { user_ids: ids } = await page(after);
      if (ids.length === 0) return;
      await this.store(ids.map(notification));
      if (ids.length < FAN_OUT_PAGE) return;
      after = ids[ids.length - 1];
    }
  }

  private async store(items: NewNotification[]): Promise<void> {
    const created = await this.writes.run((tx) => this.notifications.record(items, tx));
    await this.notifications.announce(created);
  }
}

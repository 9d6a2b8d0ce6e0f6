import { Injectable, Logger } from '@nestjs/common';
import { AppError, CommunityNotification, Db, Lang, RealtimeEmitter } from '@arena/shared';
import { notificationText } from './notification-texts';
import { NewNotification, NotificationsRepository } from './notifications.repository';
import { NotificationView } from './notifications.schemas';

/**
 * Users' notifications (Push/getList): recorded in the transaction of what caused them (a comment, a
 * like) or by the consumer of other services' events (follows, broadcasts, kick-offs), once per fact;
 * then each reader's open pages are told over their live sockets, with the unread count.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly emitter: RealtimeEmitter,
  ) {}

  /** Stores what is new (in the caller's transaction); hand the answer to `announce` after the commit. */
  record(items: readonly NewNotification[], tx: Db): Promise<{ id: number; userId: number }[]> {
    // Nobody is told of their own action.
    return this.notifications.insertNew(
      items.filter((item) => item.userId !== item.actorId),
      tx,
    );
  }

  /**
   * Pushes each reader's newest notification and unread count to their open pages. Best effort: the
   * notification is stored, and a page that missed the push reads it with the list.
   */
  async announce(created: readonly { id: number; userId: number }[]): Promise<void> {
    if (created.length === 0) return;
    try {
      const newest = new Map<number, number>();
      for (const { id, userId } of created) newest.set(userId, Math.max(id, newest.get(userId) ?? 0));
      const unread = await this.notifications.countUnreadOf([...newest.keys()]);
      await this.emitter.notifications(
        [...newest].map(([userId, id]) => ({ userId, data: { id, unread: unread.get(userId) ?? 0 } })),
      );
    } catch (error) {
      this.logger.warn(`notifications not pushed: ${String(error)}`);
    }
  }

  async list(userId: number, page: { page: number; limit: number }, lang: Lang) {
    const [rows, total, unread] = await this.notifications.pageOfUser(userId, (page.page - 1) * page.limit, page.limit);
    return { list: rows.map((row) => view(row, lang)), total, page: page.page, limit: page.limit, unread };
  }

  async unread(userId: number): Promise<{ unread: number }> {
    return { unread: await this.notifications.countUnread(userId) };
  }

  /** Only the reader's own: another user's id is answered as not found. */
  async markRead(userId: number, id: number): Promise<{ unread: number }> {
    if (!(await this.notifications.markRead(userId, id))) throw AppError.fail('community.notification_not_found');
    return this.unread(userId);
  }

  async markAllRead(userId: number): Promise<{ unread: number }> {
    await this.notifications.markAllRead(userId);
    return { unread: 0 };
  }
}

function view(row: CommunityNotification, lang: Lang): NotificationView {
  return {
    id: row.id,
    kind: row.kind as NotificationView['kind'],
    text: notificationText(row, lang),
    excerpt: row.excerpt,
    actor_id: row.actorId,
    actor_nickname: row.actorName,
    actor_avatar: row.actorAvatar,
    target_id: row.targetId,
    is_read: row.readAt ? 1 : 0,
    create_time: row.createdAt.toISOString(),
  };
}

import { Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LANG, Transactions } from '@arena/shared';
import { Authors } from '../authors/authors';
import { excerptOf } from './notification-kinds';
import { NotificationsService } from './notifications.service';

/** What was liked: its author, the post it leads to and its text. */
export interface Liked {
  kind: 'post_like' | 'comment_like';
  id: number;
  ownerId: number;
  postId: number;
  content: string;
}

/**
 * Tells an author their post or comment was liked, after the like committed (the like does not wait
 * for the liker's card). Once per liker and thing: taking a like back and giving it again tells nothing new.
 */
@Injectable()
export class LikeNotices {
  private readonly logger = new Logger(LikeNotices.name);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly transactions: Transactions,
    private readonly authors: Authors,
  ) {}

  async liked(liked: Liked, likerId: number): Promise<void> {
    if (liked.ownerId === likerId) return;
    try {
      const liker = await this.authors.of(likerId, DEFAULT_LANG);
      const created = await this.transactions.run((tx) =>
        this.notifications.record(
          [
            {
              userId: liked.ownerId,
              kind: liked.kind,
              key: `${liked.kind}:${liked.id}:${likerId}`,
              actorId: likerId,
              actorName: liker.name,
              actorAvatar: liker.avatar,
              targetId: liked.postId,
              excerpt: excerptOf(liked.content),
            },
          ],
          tx,
        ),
      );
      await this.notifications.announce(created);
    } catch (error) {
      this.logger.warn(`like of ${liked.kind} ${liked.id} not notified: ${String(error)}`);
    }
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, Transactions } from '@arena/shared';
import { CommentsRepository } from '../comments/comments.repository';
import { VideosRepository } from '../videos/videos.repository';
import { ReactionsRepository } from './reactions.repository';

export interface Toggled {
  /** 1 when the user now likes (favours) it, 0 when that was taken back. */
  on: 0 | 1;
  count: number;
}

/**
 * Likes, comment likes and favourites: each a toggle, at most once per user (the row's primary key),
 * with the count kept on the liked row in the same transaction.
 */
@Injectable()
export class ReactionsService {
  constructor(
    private readonly reactions: ReactionsRepository,
    private readonly videos: VideosRepository,
    private readonly comments: CommentsRepository,
    private readonly transactions: Transactions,
  ) {}

  likeVideo(videoId: number, userId: number): Promise<Toggled> {
    return this.transactions.run(async (tx) => {
      if (!(await this.videos.exists(videoId, tx))) throw AppError.fail('video.not_found');
      const removed = await this.reactions.removeVideoLike(videoId, userId, tx);
      if (removed === 0) await this.reactions.addVideoLike(videoId, userId, tx);
      const likes = await this.videos.addToLikes(videoId, removed ? -1 : 1, tx);
      return { on: removed ? 0 : 1, count: likes };
    });
  }

  favoriteVideo(videoId: number, userId: number): Promise<Toggled> {
    return this.transactions.run(async (tx) => {
      if (!(await this.videos.exists(videoId, tx))) throw AppError.fail('video.not_found');
      const removed = await this.reactions.removeFavorite(videoId, userId, tx);
      if (removed === 0) await this.reactions.addFavorite(videoId, userId, tx);
      const favorites = await this.videos.addToFavorites(videoId, removed ? -1 : 1, tx);
      return { on: removed ? 0 : 1, count: favorites };
    });
  }

  likeComment(commentId: number, userId: number): Promise<Toggled> {
    return this.transactions.run(async (tx) => {
      if (!(await this.comments.exists(commentId, tx))) throw AppError.fail('video.comment_not_found');
      const removed = await this.reactions.removeCommentLike(commentId, userId, tx);
      if (removed === 0) await this.reactions.addCommentLike(commentId, userId, tx);
      const likes = await this.comments.addToLikes(commentId, removed ? -1 : 1, tx);
      return { on: removed ? 0 : 1, count: likes };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, CommunityComment, Lang, Page, Transactions } from '@arena/shared';
import { Authors } from '../authors/authors';
import { TextMask } from '../moderation/text-mask';
import { LikeNotices } from '../notifications/like-notices';
import { excerptOf } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';
import { PostsRepository } from '../posts/posts.repository';
import { LikeView } from '../posts/posts.schemas';
import { CommentsRepository } from './comments.repository';
import { CommentView, ReplyView } from './comments.schemas';

@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly posts: PostsRepository,
    private readonly transactions: Transactions,
    private readonly authors: Authors,
    private readonly textMask: TextMask,
    private readonly notifications: NotificationsService,
    private readonly likeNotices: LikeNotices,
  ) {}

  /** A comment on a post, or a reply to one of its comments (a reply to a reply joins the same thread). */
  async add(
    userId: number,
    input: { post_id: number; content: string; parent_id?: number },
    lang: Lang,
  ): Promise<ReplyView> {
    const post = await this.posts.findAuthorAndText(input.post_id);
    if (!post) throw AppError.fail('community.post_not_found');
    let parentId: number | null = null;
    let replyToName = '';
    let repliedTo: number | null = null;
    if (input.parent_id) {
      const parent = await this.comments.findParent(input.parent_id);
      if (!parent) throw AppError.fail('community.comment_not_found');
      if (parent.postId !== input.post_id) throw AppError.fail('community.reply_elsewhere');
      parentId = parent.parentId ?? input.parent_id;
      replyToName = parent.authorName;
      repliedTo = parent.userId;
    }
    const [author, content] = await Promise.all([this.authors.of(userId, lang), this.textMask.mask(input.content)]);
    const comment = await this.transactions.run(async (tx) => {
      const created = await this.comments.insert(
        {
          postId: input.post_id,
          parentId,
          userId,
          authorName: author.name,
          authorAvatar: author.avatar,
          replyToName,
          content,
        },
        tx,
      );
      await this.posts.incrementComments(input.post_id, tx);
      // The post's author hears of the comment, and the author of the comment replied to of the reply.
      const notice = { actorId: userId, actorName: author.name, actorAvatar: author.avatar, targetId: input.post_id };
      const excerpt = excerptOf(content);
      const told = await this.notifications.record(
        [
          ...(repliedTo !== null
            ? [{ ...notice, userId: repliedTo, kind: 'reply' as const, key: `reply:${created.id}`, excerpt }]
            : []),
          ...(repliedTo !== post.userId
            ? [{ ...notice, userId: post.userId, kind: 'comment' as const, key: `comment:${created.id}`, excerpt }]
            : []),
        ],
        tx,
      );
      return { created, told };
    });
    await this.notifications.announce(comment.told);
    return this.view(comment.created, new Set());
  }

  /** A post's comments, newest first, each with its replies. */
  async list(
    postId: number,
    page: { page: number; limit: number },
    userId: number | undefined,
  ): Promise<Page<CommentView>> {
    const [rows, total] = await Promise.all([
      this.comments.listThreads(postId, userId, (page.page - 1) * page.limit, page.limit),
      this.comments.countThreads(postId, userId),
    ]);
    const ids = rows.flatMap((row) => [row.id, ...row.replies.map((reply) => reply.id)]);
    const liked = userId && ids.length ? new Set(await this.comments.likedAmong(userId, ids)) : new Set<number>();
    return {
      list: rows.map((row) => ({
        ...this.view(row, liked),
        replies: row.replies.map((reply) => this.view(reply, liked)),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Only its author deletes a comment; its replies go with it. */
  async delete(id: number, userId: number): Promise<void> {
    const comment = await this.comments.findOwner(id);
    if (!comment) throw AppError.fail('community.comment_not_found');
    if (comment.userId !== userId) throw AppError.fail('community.not_yours');
    await this.transactions.run(async (tx) => {
      const replies = await this.comments.countReplies(id, tx);
      const removed = await this.comments.deleteOwn(id, userId, tx);
      if (removed) await this.posts.decrementComments(comment.postId, removed + replies, tx);
    });
  }

  async toggleLike(id: number, userId: number): Promise<LikeView> {
    const { view, comment } = await this.transactions.run(async (tx) => {
      const liked = await this.comments.findAuthorAndText(id, tx);
      if (!liked) throw AppError.fail('community.comment_not_found');
      const added = await this.comments.addLike(id, userId, tx);
      // Concurrent toggles: each counts only the row it really added or removed.
      const removed = added ? 0 : await this.comments.removeLike(id, userId, tx);
      const likeCount = await this.comments.addToLikeCount(id, (added ? 1 : 0) - removed, tx);
      return { view: { is_like: added ? 1 : 0, like_count: likeCount } as LikeView, comment: added ? liked : null };
    });
    if (comment)
      await this.likeNotices.liked(
        { kind: 'comment_like', id, ownerId: comment.userId, postId: comment.postId, content: comment.content },
        userId,
      );
    return view;
  }

  private view(comment: CommunityComment, liked: Set<number>): ReplyView {
    return {
      id: comment.id,
      post_id: comment.postId,
      parent_id: comment.parentId,
      uid: comment.userId,
      user_nickname: comment.authorName,
      avatar: comment.authorAvatar,
      reply_to: comment.replyToName,
      content: comment.content,
      like_count: comment.likeCount,
      is_like: liked.has(comment.id) ? 1 : 0,
      create_time: comment.createdAt.toISOString(),
      is_hidden: comment.hiddenAt ? 1 : 0,
    };
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, Lang, Page, PageInput, ServiceClient, Transactions, VideoComment } from '@arena/shared';
import { accountContracts } from '@arena/contracts';
import { ReactionsRepository } from '../reactions/reactions.repository';
import { VideosRepository } from '../videos/videos.repository';
import { CommentView } from './comment.schemas';
import { CommentsRepository } from './comments.repository';

/** Comments on videos and replies to them. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly videos: VideosRepository,
    private readonly reactions: ReactionsRepository,
    private readonly transactions: Transactions,
    private readonly services: ServiceClient,
  ) {}

  /** Top-level comments, newest first, each with its first replies. */
  async threads(
    videoId: number,
    page: PageInput,
    viewer: AuthUser | undefined,
  ): Promise<Page<CommentView & { reply_list: CommentView[] }>> {
    const [rows, total] = await Promise.all([
      this.comments.listThreads(videoId, (page.page - 1) * page.limit, page.limit),
      this.comments.countThreads(videoId),
    ]);
    const liked = await this.likedBy(
      viewer,
      rows.flatMap((row) => [row.id, ...row.replyRows.map((reply) => reply.id)]),
    );
    const list = rows.map((row) => ({
      ...present(row, liked),
      reply_list: row.replyRows.map((reply) => present(reply, liked)),
    }));
    return { list, total, page: page.page, limit: page.limit };
  }

  /** The replies under one comment, oldest first. */
  async replies(commentId: number, page: PageInput, viewer: AuthUser | undefined): Promise<Page<CommentView>> {
    const parent = await this.comments.findParentId(commentId);
    if (!parent || parent.parentId !== null) throw AppError.fail('video.comment_not_found');
    const [rows, total] = await Promise.all([
      this.comments.listReplies(commentId, (page.page - 1) * page.limit, page.limit),
      this.comments.countReplies(commentId),
    ]);
    const liked = await this.likedBy(
      viewer,
      rows.map((row) => row.id),
    );
    return { list: rows.map((row) => present(row, liked)), total, page: page.page, limit: page.limit };
  }

  /** A comment on the video, or a reply to one of its comments (kept under the top-level one). */
  async post(
    user: AuthUser,
    input: { videoId: number; content: string; commentId?: number },
    lang: Lang,
  ): Promise<CommentView> {
    if (!(await this.videos.exists(input.videoId))) throw AppError.fail('video.not_found');
    const answered = input.commentId ? await this.comments.findOnVideo(input.commentId, input.videoId) : undefined;
    if (input.commentId && !answered) throw AppError.fail('video.comment_not_found');
    const author = await this.services.call(accountContracts.userCard, { id: user.id }, { lang });
    const parentId = answered ? (answered.parentId ?? answered.id) : null;
    const created = await this.transactions.run(async (tx) => {
      const comment = await this.comments.insert(
        {
          videoId: input.videoId,
          parentId,
          userId: user.id,
          nickname: author.user_nickname,
          avatar: author.avatar,
          // Answering a reply names its author; answering the comment itself needs no "@".
          replyToUserId: answered?.parentId ? answered.userId : null,
          replyToName: answered?.parentId ? answered.nickname : null,
          content: input.content,
        },
        tx,
      );
      await this.videos.incrementComments(input.videoId, tx);
      if (parentId) await this.comments.incrementReplies(parentId, tx);
      return comment;
    });
    return present(created, new Set());
  }

  private async likedBy(viewer: AuthUser | undefined, commentIds: number[]): Promise<Set<number>> {
    if (!viewer || commentIds.length === 0) return new Set();
    return new Set(await this.reactions.likedComments(viewer.id, commentIds));
  }
}

function present(row: VideoComment, liked: Set<number>): CommentView {
  return {
    id: row.id,
    video_id: row.videoId,
    parent_id: row.parentId,
    uid: row.userId,
    user_nickname: row.nickname,
    avatar: row.avatar,
    reply_to_uid: row.replyToUserId,
    reply_to_name: row.replyToName,
    content: row.content,
    likes: row.likes,
    replies: row.replies,
    is_like: liked.has(row.id) ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

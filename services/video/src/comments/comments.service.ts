import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, Lang, Page, PageInput, PrismaService, ServiceClient, VideoComment } from '@arena/shared';
import { accountContracts } from '@arena/contracts';
import { CommentView } from './comment.schemas';

/** Replies shown under each comment of a page; the rest come from Video/commentOneList. */
const REPLIES_PREVIEW = 2;

/** Comments on videos and replies to them. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
  ) {}

  /** Top-level comments, newest first, each with its first replies. */
  async threads(videoId: number, page: PageInput, viewer: AuthUser | undefined): Promise<Page<CommentView & { reply_list: CommentView[] }>> {
    const where = { videoId, parentId: null };
    const [rows, total] = await Promise.all([
      this.prisma.videoComment.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page.page - 1) * page.limit,
        take: page.limit,
        include: { replyRows: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: REPLIES_PREVIEW } },
      }),
      this.prisma.videoComment.count({ where }),
    ]);
    const liked = await this.likedBy(viewer, rows.flatMap((row) => [row.id, ...row.replyRows.map((reply) => reply.id)]));
    const list = rows.map((row) => ({ ...present(row, liked), reply_list: row.replyRows.map((reply) => present(reply, liked)) }));
    return { list, total, page: page.page, limit: page.limit };
  }

  /** The replies under one comment, oldest first. */
  async replies(commentId: number, page: PageInput, viewer: AuthUser | undefined): Promise<Page<CommentView>> {
    const parent = await this.prisma.videoComment.findUnique({ where: { id: commentId }, select: { parentId: true } });
    if (!parent || parent.parentId !== null) throw AppError.fail('video.comment_not_found');
    const where = { parentId: commentId };
    const [rows, total] = await Promise.all([
      this.prisma.videoComment.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip: (page.page - 1) * page.limit, take: page.limit }),
      this.prisma.videoComment.count({ where }),
    ]);
    const liked = await this.likedBy(viewer, rows.map((row) => row.id));
    return { list: rows.map((row) => present(row, liked)), total, page: page.page, limit: page.limit };
  }

  /** A comment on the video, or a reply to one of its comments (kept under the top-level one). */
  async post(user: AuthUser, input: { videoId: number; content: string; commentId?: number }, lang: Lang): Promise<CommentView> {
    const video = await this.prisma.video.findUnique({ where: { id: input.videoId }, select: { id: true } });
    if (!video) throw AppError.fail('video.not_found');
    const answered = input.commentId
      ? await this.prisma.videoComment.findFirst({ where: { id: input.commentId, videoId: input.videoId } })
      : undefined;
    if (input.commentId && !answered) throw AppError.fail('video.comment_not_found');
    const author = await this.services.call(accountContracts.userCard, { id: user.id }, { lang });
    const parentId = answered ? (answered.parentId ?? answered.id) : null;
    const created = await this.prisma.$transaction(async (tx) => {
      const comment = await tx.videoComment.create({
        data: {
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
      });
      await tx.video.update({ where: { id: input.videoId }, data: { comments: { increment: 1 } } });
      if (parentId) await tx.videoComment.update({ where: { id: parentId }, data: { replies: { increment: 1 } } });
      return comment;
    });
    return present(created, new Set());
  }

  private async likedBy(viewer: AuthUser | undefined, commentIds: number[]): Promise<Set<number>> {
    if (!viewer || commentIds.length === 0) return new Set();
    const rows = await this.prisma.videoCommentLike.findMany({ where: { userId: viewer.id, commentId: { in: commentIds } }, select: { commentId: true } });
    return new Set(rows.map((row) => row.commentId));
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

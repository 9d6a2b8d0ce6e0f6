import { Injectable } from '@nestjs/common';
import { AppError, CommunityComment, Lang, Page, PrismaService } from '@arena/shared';
import { Authors } from '../authors/authors';
import { TextMask } from '../moderation/text-mask';
import { LikeView } from '../posts/posts.schemas';
import { CommentView, ReplyView } from './comments.schemas';

/** The replies shown under one comment (oldest first); a thread longer than this shows its first ones. */
const REPLIES_SHOWN = 50;

@Injectable()
export class CommentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly authors: Authors,
    private readonly textMask: TextMask,
  ) {}

  /** A comment on a post, or a reply to one of its comments (a reply to a reply joins the same thread). */
  async add(userId: number, input: { post_id: number; content: string; parent_id?: number }, lang: Lang): Promise<ReplyView> {
    const post = await this.prisma.communityPost.findUnique({ where: { id: input.post_id }, select: { id: true } });
    if (!post) throw AppError.fail('community.post_not_found');
    let parentId: number | null = null;
    let replyToName = '';
    if (input.parent_id) {
      const parent = await this.prisma.communityComment.findUnique({ where: { id: input.parent_id }, select: { postId: true, parentId: true, authorName: true } });
      if (!parent) throw AppError.fail('community.comment_not_found');
      if (parent.postId !== input.post_id) throw AppError.fail('community.reply_elsewhere');
      parentId = parent.parentId ?? input.parent_id;
      replyToName = parent.authorName;
    }
    const [author, content] = await Promise.all([this.authors.of(userId, lang), this.textMask.mask(input.content)]);
    const comment = await this.prisma.$transaction(async (tx) => {
      const created = await tx.communityComment.create({
        data: { postId: input.post_id, parentId, userId, authorName: author.name, authorAvatar: author.avatar, replyToName, content },
      });
      await tx.communityPost.update({ where: { id: input.post_id }, data: { commentCount: { increment: 1 } } });
      return created;
    });
    return this.view(comment, new Set());
  }

  /** A post's comments, newest first, each with its replies. */
  async list(postId: number, page: { page: number; limit: number }, userId: number | undefined): Promise<Page<CommentView>> {
    const where = { postId, parentId: null };
    const [rows, total] = await Promise.all([
      this.prisma.communityComment.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page.page - 1) * page.limit,
        take: page.limit,
        include: { replies: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: REPLIES_SHOWN } },
      }),
      this.prisma.communityComment.count({ where }),
    ]);
    const ids = rows.flatMap((row) => [row.id, ...row.replies.map((reply) => reply.id)]);
    const liked = userId && ids.length
      ? new Set((await this.prisma.communityCommentLike.findMany({ where: { userId, commentId: { in: ids } }, select: { commentId: true } })).map((l) => l.commentId))
      : new Set<number>();
    return {
      list: rows.map((row) => ({ ...this.view(row, liked), replies: row.replies.map((reply) => this.view(reply, liked)) })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Only its author deletes a comment; its replies go with it. */
  async delete(id: number, userId: number): Promise<void> {
    const comment = await this.prisma.communityComment.findUnique({ where: { id }, select: { userId: true, postId: true } });
    if (!comment) throw AppError.fail('community.comment_not_found');
    if (comment.userId !== userId) throw AppError.fail('community.not_yours');
    await this.prisma.$transaction(async (tx) => {
      const replies = await tx.communityComment.count({ where: { parentId: id } });
      const removed = await tx.communityComment.deleteMany({ where: { id, userId } });
      if (removed.count) await tx.communityPost.update({ where: { id: comment.postId }, data: { commentCount: { decrement: removed.count + replies } } });
    });
  }

  async toggleLike(id: number, userId: number): Promise<LikeView> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.communityComment.findUnique({ where: { id }, select: { id: true } }))) throw AppError.fail('community.comment_not_found');
      const added = await tx.communityCommentLike.createMany({ data: [{ commentId: id, userId }], skipDuplicates: true });
      // Concurrent toggles: each counts only the row it really added or removed.
      const removed = added.count ? 0 : (await tx.communityCommentLike.deleteMany({ where: { commentId: id, userId } })).count;
      const comment = await tx.communityComment.update({ where: { id }, data: { likeCount: { increment: added.count - removed } }, select: { likeCount: true } });
      return { is_like: added.count ? 1 : 0, like_count: comment.likeCount };
    });
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
    };
  }
}

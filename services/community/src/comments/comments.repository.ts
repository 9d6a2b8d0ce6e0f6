import { Injectable } from '@nestjs/common';
import { CommunityComment, Db, Prisma, PrismaService } from '@arena/shared';

/** The replies shown under one comment (oldest first); a thread longer than this shows its first ones. */
const REPLIES_SHOWN = 50;

/** Hidden comments are shown to their author only. */
const visibleTo = (viewerId: number | undefined): Prisma.CommunityCommentWhereInput => ({
  OR: [{ hiddenAt: null }, ...(viewerId ? [{ userId: viewerId }] : [])],
});

export type CommentThread = CommunityComment & { replies: CommunityComment[] };
export type NewComment = Pick<
  CommunityComment,
  'postId' | 'parentId' | 'userId' | 'authorName' | 'authorAvatar' | 'replyToName' | 'content'
>;

/** `community_comment` and its likes (`community_comment_like`), with the counts kept on the comment. */
@Injectable()
export class CommentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  insert(comment: NewComment, db: Db = this.prisma): Promise<CommunityComment> {
    return db.communityComment.create({ data: comment });
  }

  /** What a reply needs of the comment it answers. */
  findParent(
    id: number,
    db: Db = this.prisma,
  ): Promise<{ postId: number; parentId: number | null; authorName: string; userId: number } | null> {
    return db.communityComment.findUnique({
      where: { id },
      select: { postId: true, parentId: true, authorName: true, userId: true },
    });
  }

  /** Who wrote the comment, under which post, and what: its notifications name it. */
  findAuthorAndText(
    id: number,
    db: Db = this.prisma,
  ): Promise<{ userId: number; postId: number; content: string } | null> {
    return db.communityComment.findUnique({ where: { id }, select: { userId: true, postId: true, content: true } });
  }

  /** Who wrote the comment, under which post, what, and whether it is hidden: a report and its action need them. */
  findOwnerAndState(
    id: number,
    db: Db = this.prisma,
  ): Promise<{ userId: number; circleId: number; postId: number; content: string; hiddenAt: Date | null } | null> {
    return db.communityComment
      .findUnique({
        where: { id },
        select: { userId: true, postId: true, content: true, hiddenAt: true, post: { select: { circleId: true } } },
      })
      .then((row) =>
        row
          ? {
              userId: row.userId,
              postId: row.postId,
              content: row.content,
              hiddenAt: row.hiddenAt,
              circleId: row.post.circleId,
            }
          : null,
      );
  }

  /** Who wrote the comment, and under which post. */
  findOwner(id: number, db: Db = this.prisma): Promise<{ userId: number; postId: number } | null> {
    return db.communityComment.findUnique({ where: { id }, select: { userId: true, postId: true } });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.communityComment.findUnique({ where: { id }, select: { id: true } }));
  }

  /**
   * A page of a post's comments, newest first, each with its first replies; hidden ones are left out
   * but for their own author (`viewerId`).
   */
  listThreads(
    postId: number,
    viewerId: number | undefined,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<CommentThread[]> {
    return db.communityComment.findMany({
      where: { postId, parentId: null, ...visibleTo(viewerId) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
      include: {
        replies: { where: visibleTo(viewerId), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: REPLIES_SHOWN },
      },
    });
  }

  countThreads(postId: number, viewerId: number | undefined, db: Db = this.prisma): Promise<number> {
    return db.communityComment.count({ where: { postId, parentId: null, ...visibleTo(viewerId) } });
  }

  /** An administrator's hiding (a report acted on); answers whether the comment exists. */
  async hide(id: number, at: Date, db: Db = this.prisma): Promise<boolean> {
    return (await db.communityComment.updateMany({ where: { id }, data: { hiddenAt: at } })).count > 0;
  }

  /** An administrator's deletion (its replies go with it); answers how many rows it deleted. */
  async deleteById(id: number, db: Db = this.prisma): Promise<number> {
    return (await db.communityComment.deleteMany({ where: { id } })).count;
  }

  countReplies(id: number, db: Db = this.prisma): Promise<number> {
    return db.communityComment.count({ where: { parentId: id } });
  }

  /** Deletes the comment if `userId` wrote it (its replies go with it); answers how many rows it deleted. */
  async deleteOwn(id: number, userId: number, db: Db = this.prisma): Promise<number> {
    return (await db.communityComment.deleteMany({ where: { id, userId } })).count;
  }

  /** Adds the like unless there already; answers whether it was added. */
  async addLike(commentId: number, userId: number, db: Db = this.prisma): Promise<boolean> {
    return (
      (await db.communityCommentLike.createMany({ data: [{ commentId, userId }], skipDuplicates: true })).count > 0
    );
  }

  /** Answers how many rows it removed. */
  async removeLike(commentId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return (await db.communityCommentLike.deleteMany({ where: { commentId, userId } })).count;
  }

  /** Adds `delta` (maybe 0 or negative) to the comment's like count; answers the new count. */
  async addToLikeCount(id: number, delta: number, db: Db = this.prisma): Promise<number> {
    return (
      await db.communityComment.update({
        where: { id },
        data: { likeCount: { increment: delta } },
        select: { likeCount: true },
      })
    ).likeCount;
  }

  /** Which of `commentIds` the user liked. */
  async likedAmong(userId: number, commentIds: number[], db: Db = this.prisma): Promise<number[]> {
    const likes = await db.communityCommentLike.findMany({
      where: { userId, commentId: { in: commentIds } },
      select: { commentId: true },
    });
    return likes.map((like) => like.commentId);
  }
}

import { Injectable } from '@nestjs/common';
import { CommunityComment, Db, PrismaService } from '@arena/shared';

/** The replies shown under one comment (oldest first); a thread longer than this shows its first ones. */
const REPLIES_SHOWN = 50;

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

  /** Who wrote the comment, and under which post. */
  findOwner(id: number, db: Db = this.prisma): Promise<{ userId: number; postId: number } | null> {
    return db.communityComment.findUnique({ where: { id }, select: { userId: true, postId: true } });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.communityComment.findUnique({ where: { id }, select: { id: true } }));
  }

  /** A page of a post's comments, newest first, each with its first replies. */
  listThreads(postId: number, skip: number, take: number, db: Db = this.prisma): Promise<CommentThread[]> {
    return db.communityComment.findMany({
      where: { postId, parentId: null },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
      include: { replies: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: REPLIES_SHOWN } },
    });
  }

  countThreads(postId: number, db: Db = this.prisma): Promise<number> {
    return db.communityComment.count({ where: { postId, parentId: null } });
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

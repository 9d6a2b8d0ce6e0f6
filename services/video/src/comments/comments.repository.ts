import { Injectable } from '@nestjs/common';
import { Db, PrismaService, VideoComment } from '@arena/shared';

/** Replies shown under each comment of a page; the rest come from Video/commentOneList. */
const REPLIES_PREVIEW = 2;

export type CommentThread = VideoComment & { replyRows: VideoComment[] };
export type NewComment = Pick<
  VideoComment,
  'videoId' | 'parentId' | 'userId' | 'nickname' | 'avatar' | 'replyToUserId' | 'replyToName' | 'content'
>;

/** `video_comment`: comments on videos and replies to them, with the counts kept on them. */
@Injectable()
export class CommentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A page of a video's top-level comments, newest first, each with its first replies. */
  listThreads(videoId: number, skip: number, take: number, db: Db = this.prisma): Promise<CommentThread[]> {
    return db.videoComment.findMany({
      where: { videoId, parentId: null },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
      include: { replyRows: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take: REPLIES_PREVIEW } },
    });
  }

  countThreads(videoId: number, db: Db = this.prisma): Promise<number> {
    return db.videoComment.count({ where: { videoId, parentId: null } });
  }

  /** A page of the replies under one comment, oldest first. */
  listReplies(commentId: number, skip: number, take: number, db: Db = this.prisma): Promise<VideoComment[]> {
    return db.videoComment.findMany({
      where: { parentId: commentId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip,
      take,
    });
  }

  countReplies(commentId: number, db: Db = this.prisma): Promise<number> {
    return db.videoComment.count({ where: { parentId: commentId } });
  }

  /** Whether the comment is a reply (`parentId` set), or null when there is no such comment. */
  findParentId(id: number, db: Db = this.prisma): Promise<{ parentId: number | null } | null> {
    return db.videoComment.findUnique({ where: { id }, select: { parentId: true } });
  }

  /** The comment, if it is one on that video. */
  findOnVideo(id: number, videoId: number, db: Db = this.prisma): Promise<VideoComment | null> {
    return db.videoComment.findFirst({ where: { id, videoId } });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.videoComment.findUnique({ where: { id }, select: { id: true } }));
  }

  insert(comment: NewComment, db: Db = this.prisma): Promise<VideoComment> {
    return db.videoComment.create({ data: comment });
  }

  async incrementReplies(id: number, db: Db = this.prisma): Promise<void> {
    await db.videoComment.update({ where: { id }, data: { replies: { increment: 1 } } });
  }

  /** Adds `delta` (1 or -1) to the comment's likes; answers the new count. */
  async addToLikes(id: number, delta: number, db: Db = this.prisma): Promise<number> {
    return (
      await db.videoComment.update({ where: { id }, data: { likes: { increment: delta } }, select: { likes: true } })
    ).likes;
  }
}

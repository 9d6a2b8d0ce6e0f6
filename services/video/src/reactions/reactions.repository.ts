import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';

/**
 * `video_like`, `video_favorite` and `video_comment_like`: one row per user and liked (favoured)
 * thing, its primary key. The counts they keep live on the video and comment rows.
 */
@Injectable()
export class ReactionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Answers how many rows it removed (0 when the user did not like the video). */
  async removeVideoLike(videoId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return (await db.videoLike.deleteMany({ where: { videoId, userId } })).count;
  }

  async addVideoLike(videoId: number, userId: number, db: Db = this.prisma): Promise<void> {
    await db.videoLike.createMany({ data: [{ videoId, userId }], skipDuplicates: true });
  }

  countVideoLikes(videoId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return db.videoLike.count({ where: { videoId, userId } });
  }

  async removeFavorite(videoId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return (await db.videoFavorite.deleteMany({ where: { videoId, userId } })).count;
  }

  async addFavorite(videoId: number, userId: number, db: Db = this.prisma): Promise<void> {
    await db.videoFavorite.createMany({ data: [{ videoId, userId }], skipDuplicates: true });
  }

  countFavorites(videoId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return db.videoFavorite.count({ where: { videoId, userId } });
  }

  async removeCommentLike(commentId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return (await db.videoCommentLike.deleteMany({ where: { commentId, userId } })).count;
  }

  async addCommentLike(commentId: number, userId: number, db: Db = this.prisma): Promise<void> {
    await db.videoCommentLike.createMany({ data: [{ commentId, userId }], skipDuplicates: true });
  }

  /** Which of `commentIds` the user liked. */
  async likedComments(userId: number, commentIds: number[], db: Db = this.prisma): Promise<number[]> {
    const rows = await db.videoCommentLike.findMany({
      where: { userId, commentId: { in: commentIds } },
      select: { commentId: true },
    });
    return rows.map((row) => row.commentId);
  }
}

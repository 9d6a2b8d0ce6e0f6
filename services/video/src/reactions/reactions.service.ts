import { Injectable } from '@nestjs/common';
import { AppError, PrismaService } from '@arena/shared';

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
  constructor(private readonly prisma: PrismaService) {}

  likeVideo(videoId: number, userId: number): Promise<Toggled> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.video.findUnique({ where: { id: videoId }, select: { id: true } }))) throw AppError.fail('video.not_found');
      const removed = await tx.videoLike.deleteMany({ where: { videoId, userId } });
      if (removed.count === 0) await tx.videoLike.createMany({ data: [{ videoId, userId }], skipDuplicates: true });
      const { likes } = await tx.video.update({ where: { id: videoId }, data: { likes: { increment: removed.count ? -1 : 1 } }, select: { likes: true } });
      return { on: removed.count ? 0 : 1, count: likes };
    });
  }

  favoriteVideo(videoId: number, userId: number): Promise<Toggled> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.video.findUnique({ where: { id: videoId }, select: { id: true } }))) throw AppError.fail('video.not_found');
      const removed = await tx.videoFavorite.deleteMany({ where: { videoId, userId } });
      if (removed.count === 0) await tx.videoFavorite.createMany({ data: [{ videoId, userId }], skipDuplicates: true });
      const { favorites } = await tx.video.update({ where: { id: videoId }, data: { favorites: { increment: removed.count ? -1 : 1 } }, select: { favorites: true } });
      return { on: removed.count ? 0 : 1, count: favorites };
    });
  }

  likeComment(commentId: number, userId: number): Promise<Toggled> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.videoComment.findUnique({ where: { id: commentId }, select: { id: true } }))) throw AppError.fail('video.comment_not_found');
      const removed = await tx.videoCommentLike.deleteMany({ where: { commentId, userId } });
      if (removed.count === 0) await tx.videoCommentLike.createMany({ data: [{ commentId, userId }], skipDuplicates: true });
      const { likes } = await tx.videoComment.update({ where: { id: commentId }, data: { likes: { increment: removed.count ? -1 : 1 } }, select: { likes: true } });
      return { on: removed.count ? 0 : 1, count: likes };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

export const videoWithCategory = { category: true } as const;
export type VideoRow = Prisma.VideoGetPayload<{ include: typeof videoWithCategory }>;

export interface VideoFilter {
  classificationId?: number;
  keyword?: string;
  roomId?: number;
  userId?: number;
  source?: 'replay' | 'clip';
}

function videosWhere(filter: VideoFilter): Prisma.VideoWhereInput {
  return {
    categoryId: filter.classificationId,
    roomId: filter.roomId,
    userId: filter.userId,
    kind: filter.source,
    title: filter.keyword ? { contains: filter.keyword, mode: 'insensitive' } : undefined,
  };
}

/** Newest first, or most watched first. */
const ORDER_BY: Record<'new' | 'hot', Prisma.VideoOrderByWithRelationInput[]> = {
  new: [{ createdAt: 'desc' }, { id: 'desc' }],
  hot: [{ views: 'desc' }, { id: 'desc' }],
};

/** `video`: the videos, with the counts their likes, favourites and comments keep on them. */
@Injectable()
export class VideosRepository {
  constructor(private readonly prisma: PrismaService) {}

  list(
    filter: VideoFilter,
    order: 'new' | 'hot',
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<VideoRow[]> {
    return db.video.findMany({
      where: videosWhere(filter),
      include: videoWithCategory,
      orderBy: ORDER_BY[order],
      skip,
      take,
    });
  }

  count(filter: VideoFilter, db: Db = this.prisma): Promise<number> {
    return db.video.count({ where: videosWhere(filter) });
  }

  /** The most watched videos, of a category when given, but `excludeId`. */
  listMostWatched(
    categoryId: number | undefined,
    excludeId: number | undefined,
    take: number,
    db: Db = this.prisma,
  ): Promise<VideoRow[]> {
    return db.video.findMany({
      where: { categoryId, id: excludeId ? { not: excludeId } : undefined },
      include: videoWithCategory,
      orderBy: [{ views: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  /** The videos of `ids` that exist, in no particular order. */
  listByIds(ids: number[], db: Db = this.prisma): Promise<VideoRow[]> {
    return db.video.findMany({ where: { id: { in: ids } }, include: videoWithCategory });
  }

  findById(id: number, db: Db = this.prisma): Promise<VideoRow | null> {
    return db.video.findUnique({ where: { id }, include: videoWithCategory });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.video.findUnique({ where: { id }, select: { id: true } }));
  }

  /** Who published the video, and its own files' folder. */
  findOwner(id: number, db: Db = this.prisma): Promise<{ userId: number; filesDir: string | null } | null> {
    return db.video.findUnique({ where: { id }, select: { userId: true, filesDir: true } });
  }

  async delete(id: number, db: Db = this.prisma): Promise<void> {
    await db.video.delete({ where: { id } });
  }

  async incrementComments(id: number, db: Db = this.prisma): Promise<void> {
    await db.video.update({ where: { id }, data: { comments: { increment: 1 } } });
  }

  /** Adds `delta` (1 or -1) to the video's likes; answers the new count. */
  async addToLikes(id: number, delta: number, db: Db = this.prisma): Promise<number> {
    return (await db.video.update({ where: { id }, data: { likes: { increment: delta } }, select: { likes: true } }))
      .likes;
  }

  /** Adds `delta` (1 or -1) to the video's favourites; answers the new count. */
  async addToFavorites(id: number, delta: number, db: Db = this.prisma): Promise<number> {
    return (
      await db.video.update({ where: { id }, data: { favorites: { increment: delta } }, select: { favorites: true } })
    ).favorites;
  }
}

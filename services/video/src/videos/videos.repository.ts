import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

export const videoWithCategory = { category: true } as const;
export type VideoRow = Prisma.VideoGetPayload<{ include: typeof videoWithCategory }>;

/** The kinds the video lists show: not `post` (uploaded for a community post). */
const LISTED_KINDS = ['replay', 'clip'];

/** Who may delete a video, and what goes with it. */
export interface VideoOwner {
  id: number;
  kind: string;
  userId: number;
  clippedBy: number | null;
  filesDir: string | null;
  uploadId: string | null;
}

export interface VideoFilter {
  classificationId?: number;
  keyword?: string;
  roomId?: number;
  userId?: number;
  source?: 'replay' | 'clip';
  /** Uploads still transcoding or failed too (an author's own list); otherwise only ready videos. */
  unready?: boolean;
}

function videosWhere(filter: VideoFilter): Prisma.VideoWhereInput {
  return {
    categoryId: filter.classificationId,
    roomId: filter.roomId,
    userId: filter.userId,
    // A post's video is shown with its post, never in the video lists.
    kind: filter.source ?? { in: LISTED_KINDS },
    title: filter.keyword ? { contains: filter.keyword, mode: 'insensitive' } : undefined,
    status: filter.unready ? undefined : 'ready',
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
      where: {
        categoryId,
        id: excludeId ? { not: excludeId } : undefined,
        status: 'ready',
        kind: { in: LISTED_KINDS },
      },
      include: videoWithCategory,
      orderBy: [{ views: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  /** The listed videos of `ids` that exist, in no particular order. */
  listByIds(ids: number[], db: Db = this.prisma): Promise<VideoRow[]> {
    return db.video.findMany({
      where: { id: { in: ids }, status: 'ready', kind: { in: LISTED_KINDS } },
      include: videoWithCategory,
    });
  }

  findById(id: number, db: Db = this.prisma): Promise<VideoRow | null> {
    return db.video.findUnique({ where: { id }, include: videoWithCategory });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.video.findUnique({ where: { id }, select: { id: true } }));
  }

  /** Who published the video, its own files' folder and the upload it is being made from. */
  findOwner(id: number, db: Db = this.prisma): Promise<VideoOwner | null> {
    return db.video.findUnique({
      where: { id },
      select: { id: true, kind: true, userId: true, clippedBy: true, filesDir: true, uploadId: true },
    });
  }

  /** Videos by id as posts show them (unknown ids left out). */
  /** Ids of videos made for posts before `before`, oldest first, at most `take`, after `afterId`. */
  async listPostVideosBefore(before: Date, afterId: number, take: number, db: Db = this.prisma): Promise<number[]> {
    const rows = await db.video.findMany({
      where: { kind: 'post', createdAt: { lt: before }, id: { gt: afterId } },
      orderBy: { id: 'asc' },
      select: { id: true },
      take,
    });
    return rows.map((row) => row.id);
  }

  listForPosts(ids: number[], db: Db = this.prisma) {
    return db.video.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        userId: true,
        kind: true,
        status: true,
        sourceBytes: true,
        url: true,
        poster: true,
        durationSeconds: true,
      },
    });
  }

  /**
   * An uploaded video (a `clip`, or a `post`'s), transcoding until its files are made, with its own
   * folder `v<id>`; answers undefined when the upload already made a video (one per upload).
   */
  async insertUploaded(
    video: Omit<Prisma.VideoUncheckedCreateInput, 'status' | 'progress' | 'url' | 'filesDir'> & {
      kind: 'clip' | 'post';
    },
    db: Db = this.prisma,
  ): Promise<{ id: number } | undefined> {
    const created = await db.video.createManyAndReturn({
      data: [{ ...video, status: 'transcoding', progress: 0, url: '' }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (!created[0]) return undefined;
    await db.video.update({ where: { id: created[0].id }, data: { filesDir: `v${created[0].id}` } });
    return created[0];
  }

  findByUpload(uploadId: string, db: Db = this.prisma): Promise<{ id: number; userId: number } | null> {
    return db.video.findUnique({ where: { uploadId }, select: { id: true, userId: true } });
  }

  async delete(id: number, db: Db = this.prisma): Promise<void> {
    // Gone already (deleted twice at once) is as good.
    await db.video.deleteMany({ where: { id } });
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

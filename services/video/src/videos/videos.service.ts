import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, Lang, Page, PageInput, Prisma, PrismaService } from '@arena/shared';
import { VideoFiles } from '../files/video-files';
import { presentVideo, VideoItem, videoWithCategory } from './video.schemas';

export interface VideoFilter {
  classificationId?: number;
  keyword?: string;
  roomId?: number;
  userId?: number;
  source?: 'replay' | 'clip';
}

/** Lists, one video, deleting one's own. */
@Injectable()
export class VideosService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly files: VideoFiles,
  ) {}

  async list(filter: VideoFilter, order: 'new' | 'hot', page: PageInput, lang: Lang): Promise<Page<VideoItem>> {
    const where = whereOf(filter);
    const orderBy: Prisma.VideoOrderByWithRelationInput[] = order === 'hot' ? [{ views: 'desc' }, { id: 'desc' }] : [{ createdAt: 'desc' }, { id: 'desc' }];
    const [rows, total] = await Promise.all([
      this.prisma.video.findMany({ where, include: videoWithCategory, orderBy, skip: (page.page - 1) * page.limit, take: page.limit }),
      this.prisma.video.count({ where }),
    ]);
    return { list: rows.map((row) => presentVideo(row, lang)), total, page: page.page, limit: page.limit };
  }

  /** The most watched videos, of a category when given (the home page's block, a video's related ones). */
  async featured(input: { classificationId?: number; excludeId?: number; limit: number }, lang: Lang): Promise<VideoItem[]> {
    const rows = await this.prisma.video.findMany({
      where: { categoryId: input.classificationId, id: input.excludeId ? { not: input.excludeId } : undefined },
      include: videoWithCategory,
      orderBy: [{ views: 'desc' }, { id: 'desc' }],
      take: input.limit,
    });
    return rows.map((row) => presentVideo(row, lang));
  }

  async info(id: number, user: AuthUser | undefined, lang: Lang) {
    const row = await this.prisma.video.findUnique({ where: { id }, include: videoWithCategory });
    if (!row) throw AppError.fail('video.not_found');
    const [liked, favorite] = user
      ? await Promise.all([
          this.prisma.videoLike.count({ where: { videoId: id, userId: user.id } }),
          this.prisma.videoFavorite.count({ where: { videoId: id, userId: user.id } }),
        ])
      : [0, 0];
    return {
      ...presentVideo(row, lang),
      description: row.description,
      is_like: liked ? 1 : 0,
      is_favorite: favorite ? 1 : 0,
      is_mine: user?.id === row.userId ? 1 : 0,
    } as const;
  }

  /** Only its author (or an administrator) deletes a video; its own files go with it. */
  async delete(id: number, user: AuthUser): Promise<{ id: number }> {
    const row = await this.prisma.video.findUnique({ where: { id }, select: { userId: true, filesDir: true } });
    if (!row) throw AppError.fail('video.not_found');
    if (row.userId !== user.id && user.role !== 'admin') throw AppError.fail('video.not_yours');
    await this.prisma.video.delete({ where: { id } });
    if (row.filesDir) await this.files.remove(row.filesDir);
    return { id };
  }
}

function whereOf(filter: VideoFilter): Prisma.VideoWhereInput {
  return {
    categoryId: filter.classificationId,
    roomId: filter.roomId,
    userId: filter.userId,
    kind: filter.source,
    title: filter.keyword ? { contains: filter.keyword, mode: 'insensitive' } : undefined,
  };
}

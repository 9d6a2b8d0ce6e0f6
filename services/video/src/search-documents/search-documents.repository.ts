import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

const VIDEO_FIELDS = {
  id: true,
  nickname: true,
  title: true,
  description: true,
  poster: true,
  views: true,
  likes: true,
  createdAt: true,
  category: { select: { nameZh: true, nameEn: true, nameVi: true } },
} as const satisfies Prisma.VideoSelect;

export type SearchableVideo = Prisma.VideoGetPayload<{ select: typeof VIDEO_FIELDS }>;

/**
 * The ready videos the search index copies (an upload still transcoding or failed is not found, nor
 * a post's video: the post is found).
 */
@Injectable()
export class SearchDocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  videos(asked: { ids?: number[]; after: number; limit: number }, db: Db = this.prisma): Promise<SearchableVideo[]> {
    return db.video.findMany({
      where: {
        status: 'ready',
        kind: { not: 'post' },
        ...(asked.ids ? { id: { in: asked.ids } } : { id: { gt: asked.after } }),
      },
      orderBy: { id: 'asc' },
      take: asked.limit,
      select: VIDEO_FIELDS,
    });
  }
}

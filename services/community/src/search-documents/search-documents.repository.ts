import { Injectable } from '@nestjs/common';
import { CommunityArticle, Db, Prisma, PrismaService } from '@arena/shared';

const POST_FIELDS = {
  id: true,
  authorName: true,
  authorAvatar: true,
  content: true,
  likeCount: true,
  commentCount: true,
  createdAt: true,
  circle: { select: { nameZh: true, nameEn: true, nameVi: true } },
} as const satisfies Prisma.CommunityPostSelect;

export type SearchablePost = Prisma.CommunityPostGetPayload<{ select: typeof POST_FIELDS }>;

/** Which ones: these ids, or the next page after an id. */
interface Asked {
  ids?: number[];
  after: number;
  limit: number;
}

const idsWhere = (asked: Asked) => (asked.ids ? { id: { in: asked.ids } } : { id: { gt: asked.after } });

/** The posts and published articles the search index copies, in ascending ids. */
@Injectable()
export class SearchDocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  posts(asked: Asked, db: Db = this.prisma): Promise<SearchablePost[]> {
    return db.communityPost.findMany({
      where: idsWhere(asked),
      orderBy: { id: 'asc' },
      take: asked.limit,
      select: POST_FIELDS,
    });
  }

  articles(asked: Asked, now: Date, db: Db = this.prisma): Promise<CommunityArticle[]> {
    return db.communityArticle.findMany({
      where: { ...idsWhere(asked), publishedAt: { lte: now } },
      orderBy: { id: 'asc' },
      take: asked.limit,
    });
  }
}

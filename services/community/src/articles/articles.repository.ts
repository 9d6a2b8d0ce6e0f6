import { Injectable } from '@nestjs/common';
import { CommunityArticle, Db, PrismaService } from '@arena/shared';

/** Published by `now`: an article scheduled for later stays hidden until then. */
const published = (category: string | undefined, now: Date) => ({
  publishedAt: { lte: now },
  ...(category ? { category } : {}),
});

/** `community_article`: the news. */
@Injectable()
export class ArticlesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A page of the articles published by `now`, of one category or all, newest first. */
  listPublished(
    category: string | undefined,
    now: Date,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<CommunityArticle[]> {
    return db.communityArticle.findMany({
      where: published(category, now),
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
    });
  }

  countPublished(category: string | undefined, now: Date, db: Db = this.prisma): Promise<number> {
    return db.communityArticle.count({ where: published(category, now) });
  }

  /** Counts a view of the article if it is published by `now`; answers whether it is. */
  async addView(id: number, now: Date, db: Db = this.prisma): Promise<boolean> {
    const found = await db.communityArticle.updateMany({
      where: { id, publishedAt: { lte: now } },
      data: { views: { increment: 1 } },
    });
    return found.count > 0;
  }

  findById(id: number, db: Db = this.prisma): Promise<CommunityArticle | null> {
    return db.communityArticle.findUnique({ where: { id } });
  }
}

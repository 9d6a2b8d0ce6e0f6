import { Injectable } from '@nestjs/common';
import { CommunityArticle, Db, Prisma, PrismaService } from '@arena/shared';

/** Published by `now` and not taken down: an article scheduled for later stays hidden until then. */
const published = (category: string | undefined, now: Date) => ({
  publishedAt: { lte: now },
  unpublishedAt: null,
  ...(category ? { category } : {}),
});

/** The columns an article is written with (a new one, or the changed ones of an edit). */
export type ArticleColumns = Omit<Prisma.CommunityArticleUncheckedCreateInput, 'id' | 'views' | 'updatedAt'>;

/** Administrators' list: of a category, in a state at `now` (each when given). */
export interface ArticleFilter {
  category?: string;
  state?: 'published' | 'scheduled' | 'unpublished';
  now: Date;
}

function adminWhere(filter: ArticleFilter): Prisma.CommunityArticleWhereInput {
  const state: Prisma.CommunityArticleWhereInput =
    filter.state === 'unpublished'
      ? { unpublishedAt: { not: null } }
      : filter.state === 'scheduled'
        ? { unpublishedAt: null, publishedAt: { gt: filter.now } }
        : filter.state === 'published'
          ? { unpublishedAt: null, publishedAt: { lte: filter.now } }
          : {};
  return { ...state, ...(filter.category ? { category: filter.category } : {}) };
}

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
      where: { id, publishedAt: { lte: now }, unpublishedAt: null },
      data: { views: { increment: 1 } },
    });
    return found.count > 0;
  }

  findById(id: number, db: Db = this.prisma): Promise<CommunityArticle | null> {
    return db.communityArticle.findUnique({ where: { id } });
  }

  /** Every article, newest publication first, whatever its state (administrators). */
  listAll(filter: ArticleFilter, skip: number, take: number, db: Db = this.prisma): Promise<CommunityArticle[]> {
    return db.communityArticle.findMany({
      where: adminWhere(filter),
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
    });
  }

  countAll(filter: ArticleFilter, db: Db = this.prisma): Promise<number> {
    return db.communityArticle.count({ where: adminWhere(filter) });
  }

  insert(article: ArticleColumns, db: Db = this.prisma): Promise<CommunityArticle> {
    return db.communityArticle.create({ data: article });
  }

  /** Writes the article unless one with its key exists (a match's report); answers whether it did. */
  async insertUnlessKeyed(article: ArticleColumns, db: Db = this.prisma): Promise<boolean> {
    return (await db.communityArticle.createMany({ data: [article], skipDuplicates: true })).count > 0;
  }

  async existsWithKey(key: string, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.communityArticle.findUnique({ where: { key }, select: { id: true } }));
  }

  update(id: number, change: Partial<ArticleColumns>, db: Db = this.prisma): Promise<CommunityArticle> {
    return db.communityArticle.update({ where: { id }, data: change });
  }

  /** Reads the article for a change, holding its row until the transaction ends. */
  async lockById(id: number, db: Db = this.prisma): Promise<CommunityArticle | null> {
    await db.$executeRaw`SELECT 1 FROM community.articles WHERE id = ${id} FOR UPDATE`;
    return db.communityArticle.findUnique({ where: { id } });
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, CommunityArticle, Lang, Page, PrismaService } from '@arena/shared';
import { pick } from '../localised';
import { ArticleCardView, ArticleView } from './articles.schemas';

@Injectable()
export class ArticlesService {
  constructor(private readonly prisma: PrismaService) {}

  /** Published articles, newest first, of one category or all. */
  async list(category: string | undefined, page: { page: number; limit: number }, lang: Lang): Promise<Page<ArticleCardView>> {
    const where = { publishedAt: { lte: new Date() }, ...(category ? { category } : {}) };
    const [rows, total] = await Promise.all([
      this.prisma.communityArticle.findMany({ where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], skip: (page.page - 1) * page.limit, take: page.limit }),
      this.prisma.communityArticle.count({ where }),
    ]);
    return { list: rows.map((row) => this.card(row, lang)), total, page: page.page, limit: page.limit };
  }

  /** One article; reading it counts a view. */
  async read(id: number, lang: Lang): Promise<ArticleView> {
    const found = await this.prisma.communityArticle.updateMany({ where: { id, publishedAt: { lte: new Date() } }, data: { views: { increment: 1 } } });
    const article = found.count ? await this.prisma.communityArticle.findUnique({ where: { id } }) : null;
    if (!article) throw AppError.fail('community.article_not_found');
    return { ...this.card(article, lang), body: pick(article, 'body', lang) };
  }

  private card(row: CommunityArticle, lang: Lang): ArticleCardView {
    return {
      id: row.id,
      category: row.category as ArticleCardView['category'],
      title: pick(row, 'title', lang),
      summary: pick(row, 'summary', lang),
      cover: row.cover,
      match_id: row.matchId,
      views: row.views,
      published_at: row.publishedAt.toISOString(),
    };
  }
}

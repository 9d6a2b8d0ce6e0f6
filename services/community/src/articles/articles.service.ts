import { Injectable } from '@nestjs/common';
import { AppError, CommunityArticle, Lang, Page } from '@arena/shared';
import { pick } from '../localised';
import { ArticlesRepository } from './articles.repository';
import { ArticleCardView, ArticleView } from './articles.schemas';

@Injectable()
export class ArticlesService {
  constructor(private readonly articles: ArticlesRepository) {}

  /** Published articles, newest first, of one category or all. */
  async list(
    category: string | undefined,
    page: { page: number; limit: number },
    lang: Lang,
  ): Promise<Page<ArticleCardView>> {
    const now = new Date();
    const [rows, total] = await Promise.all([
      this.articles.listPublished(category, now, (page.page - 1) * page.limit, page.limit),
      this.articles.countPublished(category, now),
    ]);
    return { list: rows.map((row) => this.card(row, lang)), total, page: page.page, limit: page.limit };
  }

  /** One article; reading it counts a view. */
  async read(id: number, lang: Lang): Promise<ArticleView> {
    const found = await this.articles.addView(id, new Date());
    const article = found ? await this.articles.findById(id) : null;
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

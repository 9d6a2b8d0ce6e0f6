import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, CommunityArticle, Page, Transactions } from '@arena/shared';
import { AuditLog } from '../audit/audit-log.service';
import { ArticleColumns, ArticlesRepository } from './articles.repository';
import { ArticleCardView } from './articles.schemas';
import { AdminArticleView, ArticleState, ArticleTexts, TEXT_FIELDS } from './admin-articles.schemas';

type Category = ArticleCardView['category'];
type Texts = Partial<ArticleTexts>;

/** `title_zh` → `titleZh`: the input's names of the text columns. */
const column = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const stateOf = (row: Pick<CommunityArticle, 'publishedAt' | 'unpublishedAt'>, now: Date): ArticleState =>
  row.unpublishedAt ? 'unpublished' : row.publishedAt > now ? 'scheduled' : 'published';

/** What the audit log keeps of an article before and after a change. */
const summary = (row: CommunityArticle, now: Date) => ({
  category: row.category,
  title_en: row.titleEn,
  state: stateOf(row, now),
  publish_at: row.publishedAt.toISOString(),
});

/**
 * Administrators write, edit, schedule, unpublish and republish news in zh, en and vi; each change and
 * its audit entry commit together.
 */
@Injectable()
export class AdminArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditLog,
  ) {}

  async list(
    filter: { category?: Category; state?: ArticleState },
    page: { page: number; limit: number },
  ): Promise<Page<AdminArticleView>> {
    const now = new Date();
    const [rows, total] = await Promise.all([
      this.articles.listAll({ ...filter, now }, (page.page - 1) * page.limit, page.limit),
      this.articles.countAll({ ...filter, now }),
    ]);
    return { list: rows.map((row) => this.view(row, now)), total, page: page.page, limit: page.limit };
  }

  async create(
    adminId: number,
    input: ArticleTexts & { category: Category; cover?: string; publish_at?: Date },
  ): Promise<AdminArticleView> {
    const now = new Date();
    const columns: ArticleColumns = {
      key: `admin-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`,
      category: input.category,
      ...this.texts(input),
      cover: input.cover ?? '',
      authorId: adminId,
      publishedAt: input.publish_at ?? now,
    } as ArticleColumns;
    const row = await this.transactions.run(async (tx) => {
      const created = await this.articles.insert(columns, tx);
      await this.audit.record(
        {
          adminId,
          action: 'article.create',
          targetKind: 'article',
          targetId: created.id,
          after: summary(created, now),
        },
        tx,
      );
      return created;
    });
    return this.view(row, now);
  }

  /** Changes what is given; a new `publish_at` reschedules it (or publishes it at once when past). */
  edit(
    adminId: number,
    input: Texts & { id: number; category?: Category; cover?: string; publish_at?: Date },
  ): Promise<AdminArticleView> {
    return this.change(adminId, input.id, 'article.edit', '', () => ({
      ...(input.category ? { category: input.category } : {}),
      ...this.texts(input),
      ...(input.cover !== undefined ? { cover: input.cover } : {}),
      ...(input.publish_at ? { publishedAt: input.publish_at } : {}),
    }));
  }

  /** Takes it off the lists and its page; unpublishing twice is refused. */
  unpublish(adminId: number, input: { id: number; reason?: string }): Promise<AdminArticleView> {
    return this.change(adminId, input.id, 'article.unpublish', input.reason ?? '', (row, now) => {
      if (row.unpublishedAt) throw AppError.fail('community.article_already_unpublished');
      return { unpublishedAt: now };
    });
  }

  /** Puts an unpublished article back, now or at `publish_at`. */
  republish(adminId: number, input: { id: number; publish_at?: Date }): Promise<AdminArticleView> {
    return this.change(adminId, input.id, 'article.republish', '', (row, now) => {
      if (!row.unpublishedAt) throw AppError.fail('community.article_not_unpublished');
      return { unpublishedAt: null, publishedAt: input.publish_at ?? (row.publishedAt > now ? row.publishedAt : now) };
    });
  }

  private async change(
    adminId: number,
    id: number,
    action: string,
    reason: string,
    changes: (row: CommunityArticle, now: Date) => Partial<ArticleColumns>,
  ): Promise<AdminArticleView> {
    const now = new Date();
    const row = await this.transactions.run(async (tx) => {
      const before = await this.articles.lockById(id, tx);
      if (!before) throw AppError.fail('community.article_not_found');
      const after = await this.articles.update(id, changes(before, now), tx);
      await this.audit.record(
        {
          adminId,
          action,
          targetKind: 'article',
          targetId: id,
          reason,
          before: summary(before, now),
          after: summary(after, now),
        },
        tx,
      );
      return after;
    });
    return this.view(row, now);
  }

  private texts(input: Texts): Partial<ArticleColumns> {
    const out: Record<string, string> = {};
    for (const field of TEXT_FIELDS) if (input[field] !== undefined) out[column(field)] = input[field];
    return out;
  }

  private view(row: CommunityArticle, now: Date): AdminArticleView {
    return {
      id: row.id,
      key: row.key,
      category: row.category as Category,
      state: stateOf(row, now),
      title_zh: row.titleZh,
      title_en: row.titleEn,
      title_vi: row.titleVi,
      summary_zh: row.summaryZh,
      summary_en: row.summaryEn,
      summary_vi: row.summaryVi,
      body_zh: row.bodyZh,
      body_en: row.bodyEn,
      body_vi: row.bodyVi,
      cover: row.cover,
      match_id: row.matchId,
      author_id: row.authorId,
      views: row.views,
      publish_at: row.publishedAt.toISOString(),
      unpublished_at: row.unpublishedAt?.toISOString() ?? null,
      update_time: row.updatedAt.toISOString(),
    };
  }
}

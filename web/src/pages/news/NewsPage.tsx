import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArticleList } from '../../features/community/ArticleList';
import { type NewsCategory, useNews } from '../../features/community/community-queries';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { Tabs } from '../../ui/Tabs';

const CATEGORIES = ['all', 'football', 'basketball', 'other', 'platform'] as const;
type Tab = (typeof CATEGORIES)[number];

/** News (Portal_post/getList2) by category (query category), newest first, a page at a time (query page). */
export default function NewsPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const tab = (CATEGORIES as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as Tab)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const news = useNews(tab === 'all' ? undefined : (tab as NewsCategory), page);
  const go = (category: Tab, nextPage = 1) =>
    setParams(
      category === 'all'
        ? nextPage > 1
          ? { page: String(nextPage) }
          : {}
        : { category, ...(nextPage > 1 ? { page: String(nextPage) } : {}) },
    );
  return (
    <div className="page">
      <PageHeader title={t('news.title')} subtitle={t('news.subtitle')} />
      <Tabs
        items={CATEGORIES.map((key) => ({ key, label: tc(`news.categories.${key}`) }))}
        active={tab}
        onChange={(key) => go(key)}
      >
        {news.isPending ? (
          <div className="skeleton-list" aria-busy="true" />
        ) : !news.data?.list.length ? (
          <EmptyState icon="news" title={t('empty.news.title')} description={t('empty.news.text')} />
        ) : (
          <ArticleList articles={news.data.list} />
        )}
        {news.data && (
          <Pager page={page} total={news.data.total} limit={news.data.limit} onChange={(next) => go(tab, next)} />
        )}
      </Tabs>
    </div>
  );
}

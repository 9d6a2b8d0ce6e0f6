import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { ArticleList } from './ArticleList';
import { useNews } from './community-queries';

/** The home page's news block: the newest articles of every category. */
export function HomeNews({ title }: { title: string }) {
  const { t } = useTranslation('community');
  const { t: tp } = useTranslation('pages');
  const news = useNews(undefined, 1, 5);
  return (
    <section className="section" data-testid="home-news">
      <div className="section__head">
        <h2 className="section__title">{title}</h2>
        <Link to="/news" className="small">
          {t('news.more')} ›
        </Link>
      </div>
      {news.isPending ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !news.data?.list.length ? (
        <EmptyState icon="news" title={tp('empty.news.title')} description={tp('empty.news.text')} compact />
      ) : (
        <ArticleList articles={news.data.list} compact />
      )}
    </section>
  );
}

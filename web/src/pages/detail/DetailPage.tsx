import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ArticleList } from '../../features/community/ArticleList';
import { useArticle, useNews } from '../../features/community/community-queries';
import { formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import '../../features/community/community.css';

/** A news article (query id): cover, body as text, its match, and more of its category. */
export default function DetailPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('community');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const article = useArticle(id);
  const lang = currentLang();
  const more = useNews(article.data?.category, 1, 6);
  return (
    <div className="page">
      <PageHeader title={t('detail.title')}>
        <Link to="/news" className="btn btn--ghost btn--small">
          {tc('news.back')}
        </Link>
      </PageHeader>
      {article.isPending && id > 0 ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !article.data ? (
        <EmptyState icon="news" title={t('empty.article.title')} description={t('empty.article.text')} />
      ) : (
        <>
          <article className="article card" data-testid="article">
            <h2 className="article__title">{article.data.title}</h2>
            <p className="muted small">
              {tc(`news.categories.${article.data.category}`)} · {formatDate(new Date(article.data.published_at), lang)}{' '}
              · {tc('news.views', { count: article.data.views })}
            </p>
            <img className="article__cover" src={article.data.cover} alt="" width={640} height={360} />
            <div className="article__body" data-testid="article-body">
              {article.data.body.split(/\n{2,}/).map((paragraph, n) => (
                <p key={n}>{paragraph}</p>
              ))}
            </div>
            {article.data.match_id && (
              <div className="article__links">
                <Link
                  to={`/score-detail?id=${article.data.match_id}`}
                  className="btn btn--outline btn--small"
                  data-testid="article-match"
                >
                  {tc('news.match')}
                </Link>
              </div>
            )}
          </article>
          {more.data && more.data.list.length > 1 && (
            <section className="section article-more">
              <h2 className="section__title">{tc('news.more')}</h2>
              <ArticleList articles={more.data.list.filter((a) => a.id !== id).slice(0, 5)} compact />
            </section>
          )}
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import type { ArticleCard } from './community-queries';
import './community.css';

/** News cards: cover, title, summary, date and views; `compact` drops the summary (the home page). */
export function ArticleList({ articles, compact }: { articles: ArticleCard[]; compact?: boolean }) {
  const { t } = useTranslation('community');
  const lang = currentLang();
  return (
    <ul className={`articles${compact ? ' articles--compact' : ''}`} data-testid="articles">
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={`/detail?id=${article.id}`} className="article-card" data-testid="article-card">
            <img className="article-card__cover" src={article.cover} alt="" width={160} height={90} loading="lazy" />
            <span className="article-card__body">
              <span className="article-card__title">{article.title}</span>
              {!compact && <span className="article-card__summary muted">{article.summary}</span>}
              <span className="article-card__meta muted small">
                {t(`news.categories.${article.category}`)} · {formatDate(new Date(article.published_at), lang)} ·{' '}
                {t('news.views', { count: article.views })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

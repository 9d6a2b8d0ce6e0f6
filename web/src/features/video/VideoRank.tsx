import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { videoKeys } from './video-keys';

/** The most watched videos of today or of the week (videoRank/getRank). */
export function VideoRank() {
  const { t } = useTranslation('video');
  const [period, setPeriod] = useState<'day' | 'week'>('day');
  const lang = currentLang();
  const rank = useQuery({
    queryKey: videoKeys.rank(lang, period),
    queryFn: () => api.get('/api/videoRank/getRank', { type: period, limit: 10 }),
    staleTime: 60_000,
  });
  return (
    <section className="section video-rank" data-testid="video-rank">
      <div className="video-rank__head">
        <h2 className="section__title">{t('rank.title')}</h2>
        <div className="segmented">
          {(['day', 'week'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className={period === key ? 'active' : ''}
              aria-pressed={period === key}
              onClick={() => setPeriod(key)}
            >
              {t(`rank.${key}`)}
            </button>
          ))}
        </div>
      </div>
      {rank.isError ? (
        <EmptyState icon="warning" title={t('list.failed')} compact />
      ) : rank.data?.length === 0 ? (
        <EmptyState icon="chart" title={t('list.empty')} compact />
      ) : (
        <ol className="video-rank__list">
          {rank.data?.map((video) => (
            <li key={video.id}>
              <span className={`video-rank__no${video.rank <= 3 ? ' video-rank__no--top' : ''}`}>{video.rank}</span>
              <Link to={`/video-player?id=${video.id}`} className="video-rank__title">
                {video.title}
              </Link>
              <span className="video-rank__views">{formatNumber(video.period_views, lang)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/format';
import { Avatar } from '../../../ui/Avatar';
import { EmptyState } from '../../../ui/EmptyState';
import { liveKeys } from '../live-keys';

const PERIODS = ['broadcast', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];

/** Live_streaming/roomRanking: who gave the most diamonds in this broadcast, the last week or month. */
export function ContributionRank({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const [period, setPeriod] = useState<Period>('broadcast');
  const ranking = useQuery({
    queryKey: liveKeys.ranking(roomId, period),
    queryFn: () => api.post('/api/Live_streaming/roomRanking', { room_id: roomId, period, limit: 20 }),
    staleTime: 30_000,
  });
  const lang = currentLang();
  return (
    <div className="contribution" data-testid="contribution-rank">
      <div className="live-segmented live-segmented--full" role="group" aria-label={t('panels.rank')}>
        {PERIODS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={period === key}
            className={period === key ? 'active' : ''}
            onClick={() => setPeriod(key)}
          >
            {t(`rank.periods.${key}`)}
          </button>
        ))}
      </div>
      {ranking.isPending ? (
        <div className="skeleton-list" />
      ) : ranking.isError ? (
        <EmptyState icon="warning" title={t('rank.failed')} compact />
      ) : ranking.data.length === 0 ? (
        <EmptyState icon="trophy" title={t('rank.empty')} description={t('rank.emptyText')} compact />
      ) : (
        <ol className="contribution__list">
          {ranking.data.map((row) => (
            <li key={row.user_id} className="contribution__row">
              <span className={`contribution__place contribution__place--${Math.min(row.rank, 4)}`}>{row.rank}</span>
              <Avatar src={row.avatar} name={row.user_nickname} size={28} />
              <span className="contribution__name">{row.user_nickname}</span>
              <span className="contribution__value">
                {t('rank.diamonds', { value: formatNumber(row.diamonds, lang) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

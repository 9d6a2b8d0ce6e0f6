import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { Avatar } from '../../../ui/Avatar';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import '../live.css';
import { liveKeys } from '../live-keys';

const RANK_SIZE = 50;

/** Rooms ranked by heat, of every sport (`type` 0) or one (Live_streaming/getRankInfoList). */
export function RankList({ type }: { type: number }) {
  const { t } = useTranslation('live');
  const lang = currentLang();
  const ranking = useQuery({
    queryKey: liveKeys.rank(type, lang),
    queryFn: () => api.post('/api/Live_streaming/getRankInfoList', { type, limit: RANK_SIZE }),
    staleTime: 30_000,
  });
  if (ranking.isPending) return <div className="skeleton-list" />;
  if (ranking.isError) return <EmptyState icon="warning" title={t('list.failed')} compact />;
  if (ranking.data.length === 0)
    return <EmptyState icon="trophy" title={t('list.empty')} description={t('list.emptyText')} />;
  return (
    <ol className="live-list" data-testid="rank-list">
      {ranking.data.map((room) => (
        <li key={room.id}>
          <Link to={`/live?id=${room.id}`} className="live-list__row rank-list__row" data-testid="rank-row">
            <span className={`rank-list__place rank-list__place--${Math.min(room.rank, 4)}`}>{room.rank}</span>
            <Avatar src={room.avatar} name={room.user_nickname} size={40} />
            <span className="rank-list__who">
              <span className="rank-list__name">{room.user_nickname}</span>
              <span className="rank-list__title">{room.title}</span>
            </span>
            {room.is_live === 1 && (
              <span className="badge badge--live">
                <i className="pulse" /> {t('card.live')}
              </span>
            )}
            <span className="rank-list__heat" title={t('card.heat')}>
              <Icon name="flame" size={14} /> {room.heat_text}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

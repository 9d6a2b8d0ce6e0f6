import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../api/api';
import { SPORT_CATEGORIES } from '../../../app/layout/sport-categories';
import { currentLang } from '../../../i18n/i18n';
import { Avatar } from '../../../ui/Avatar';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Tabs } from '../../../ui/Tabs';
import '../live.css';
import { liveKeys } from '../live-keys';

const RANK_SIZE = 50;

/** The rank page: rooms ranked by heat, of every sport or one (Live_streaming/getRankInfoList). */
export default function RankPage() {
  const { t } = useTranslation('live');
  const { t: tl } = useTranslation('layout');
  const [params, setParams] = useSearchParams();
  const type = SPORT_CATEGORIES.find((c) => c.type === Number(params.get('type')))?.type ?? 0;
  const lang = currentLang();
  const ranking = useQuery({
    queryKey: liveKeys.rank(type, lang),
    queryFn: () => api.post('/api/Live_streaming/getRankInfoList', { type, limit: RANK_SIZE }),
    staleTime: 30_000,
  });
  return (
    <div className="page">
      <PageHeader title={t('rankPage.title')} subtitle={t('rankPage.subtitle')} />
      <Tabs<number>
        items={SPORT_CATEGORIES.map((c) => ({ key: c.type, label: c.type === 0 ? t('rankPage.all') : tl(c.label) }))}
        active={type}
        onChange={(next) => setParams({ type: String(next) })}
      >
        {ranking.isPending ? (
          <div className="skeleton-list" />
        ) : ranking.isError ? (
          <EmptyState icon="warning" title={t('list.failed')} compact />
        ) : ranking.data.length === 0 ? (
          <EmptyState icon="trophy" title={t('list.empty')} description={t('list.emptyText')} />
        ) : (
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
        )}
      </Tabs>
    </div>
  );
}

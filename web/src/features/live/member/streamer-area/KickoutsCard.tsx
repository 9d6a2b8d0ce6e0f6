import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { currentLang } from '../../../../i18n/i18n';
import { formatClock, formatDate } from '../../../../i18n/format';
import { Pager } from '../../../../ui/Pager';
import { liveKeys } from '../../live-keys';

const PAGE_SIZE = 10;

/** Times an administrator took the streamer off the air, with the reason (live/liveKickoutList); a liveKickout push reloads it. */
export function KickoutsCard() {
  const { t } = useTranslation('live');
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: liveKeys.kickoutsPage(page),
    queryFn: () => api.post('/api/live/liveKickoutList', { page, limit: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  return (
    <section className="card studio-card" data-testid="studio-kickouts">
      <h2 className="card__title">{t('studio.kickouts.title')}</h2>
      {list.data?.total === 0 && <p className="muted">{t('studio.kickouts.none')}</p>}
      <ul className="live-list live-list--flat">
        {list.data?.list.map((kickout) => {
          const at = new Date(kickout.created_at);
          return (
            <li key={kickout.id} className="live-list__row" data-testid="kickout-row">
              <span className="reserve-row__body">
                <span className="reserve-row__title">{kickout.reason}</span>
                <span className="reserve-row__meta">
                  {formatDate(at, lang)} {formatClock(at, lang)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <Pager page={page} total={list.data?.total ?? 0} limit={PAGE_SIZE} onChange={setPage} />
    </section>
  );
}

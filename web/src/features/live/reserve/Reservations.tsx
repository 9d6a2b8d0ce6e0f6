import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import type { DataOf } from '../../../api/typed';
import { loginDialog } from '../../auth/login-dialog';
import { currentLang } from '../../../i18n/i18n';
import { formatClock, formatDate } from '../../../i18n/format';
import { Avatar } from '../../../ui/Avatar';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/feedback';
import { Pager } from '../../../ui/Pager';
import '../live.css';
import { liveKeys } from '../live-keys';

type Schedule = DataOf<'/api/Live_streaming/getReserveLiveList', 'post'>['list'][number];
const PAGE_SIZE = 15;

const when = (iso: string, lang: ReturnType<typeof currentLang>) =>
  `${formatDate(new Date(iso), lang)} ${formatClock(new Date(iso), lang)}`;

function ScheduleRow({ schedule, action }: { schedule: Schedule; action: ReactNode }) {
  const { t } = useTranslation('live');
  const lang = currentLang();
  return (
    <li className="live-list__row" data-testid="reserve-row">
      <Avatar src={schedule.avatar} name={schedule.user_nickname} size={40} />
      <Link to={`/live?id=${schedule.room_id}`} className="reserve-row__body">
        <span className="reserve-row__title">{schedule.title}</span>
        <span className="reserve-row__meta">
          {schedule.user_nickname} · <time dateTime={schedule.starts_at}>{when(schedule.starts_at, lang)}</time>
          {schedule.is_live === 1 && <span className="badge badge--live">{t('card.live')}</span>}
        </span>
      </Link>
      {action}
    </li>
  );
}

/** My reservations, a page at a time, each with Cancel (Live_streaming/getUserReserveLiveList). */
export function MyReservations() {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const mine = useQuery({
    queryKey: liveKeys.myReservations(page),
    queryFn: () => api.post('/api/Live_streaming/getUserReserveLiveList', { page, limit: PAGE_SIZE }),
  });
  const cancel = useMutation({
    mutationFn: (id: number) => api.post('/api/live/deleteReserveLive', { id }),
    onSuccess: () => {
      toast.success(t('room.reserveCancelled'));
      void queryClient.invalidateQueries({ queryKey: liveKeys.reservations });
    },
  });
  if (mine.isPending) return <div className="skeleton-list" />;
  if (mine.isError) return <EmptyState icon="warning" title={t('reserve.failed')} compact />;
  const schedules = mine.data.list.filter((item) => item.schedule);
  if (mine.data.total === 0)
    return <EmptyState icon="clock" title={t('reserve.empty')} description={t('reserve.emptyText')} />;
  return (
    <>
      <ul className="live-list" data-testid="my-reservations">
        {schedules.map((item) => (
          <ScheduleRow
            key={item.id}
            schedule={item.schedule as Schedule}
            action={
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => cancel.mutate(item.id)}
                disabled={cancel.isPending}
                data-testid="cancel-reservation"
              >
                {t('reserve.cancel')}
              </button>
            }
          />
        ))}
        {mine.data.list
          .filter((item) => !item.schedule)
          .map((item) => (
            <li key={item.id} className="live-list__row" data-testid="reserve-row">
              <span className="reserve-row__body">
                <span className="reserve-row__title">{t('reserve.match', { id: item.match_id })}</span>
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => cancel.mutate(item.id)}
                disabled={cancel.isPending}
              >
                {t('reserve.cancel')}
              </button>
            </li>
          ))}
      </ul>
      <Pager page={page} total={mine.data.total} limit={PAGE_SIZE} onChange={setPage} />
    </>
  );
}

/** The upcoming scheduled broadcasts, each with Reserve or its cancel (Live_streaming/getReserveLiveList). */
export function UpcomingBroadcasts({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('live');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const upcoming = useQuery({
    queryKey: liveKeys.upcomingReservations(page, loggedIn),
    queryFn: () => api.post('/api/Live_streaming/getReserveLiveList', { page, limit: PAGE_SIZE }),
  });
  const toggle = useMutation({
    mutationFn: async (schedule: Schedule) => {
      if (!loggedIn) {
        loginDialog.open();
        return;
      }
      if (schedule.is_reserve) await api.post('/api/live/deleteReserveLive', { schedule_id: schedule.id });
      else await api.get('/api/Live/setReserveLiveNew', { schedule_id: schedule.id });
      toast.success(t(schedule.is_reserve ? 'room.reserveCancelled' : 'room.reserved'));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: liveKeys.reservations }),
  });
  if (upcoming.isPending) return <div className="skeleton-list" />;
  if (upcoming.isError) return <EmptyState icon="warning" title={t('reserve.failed')} compact />;
  if (upcoming.data.total === 0) return <EmptyState icon="calendar" title={t('reserve.noneUpcoming')} />;
  return (
    <>
      <ul className="live-list" data-testid="upcoming-broadcasts">
        {upcoming.data.list.map((schedule) => (
          <ScheduleRow
            key={schedule.id}
            schedule={schedule}
            action={
              <button
                type="button"
                className={`btn ${schedule.is_reserve ? 'btn--light' : 'btn--primary'}`}
                onClick={() => toggle.mutate(schedule)}
                disabled={toggle.isPending}
                data-testid="reserve-toggle"
              >
                {t(schedule.is_reserve ? 'room.reservedShort' : 'room.reserve')}
              </button>
            }
          />
        ))}
      </ul>
      <Pager page={page} total={upcoming.data.total} limit={PAGE_SIZE} onChange={setPage} />
    </>
  );
}

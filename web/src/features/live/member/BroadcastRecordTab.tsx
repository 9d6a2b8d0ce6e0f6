import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { formatClock, formatDate, formatNumber, formatRelativeTime } from '../../../i18n/format';
import { Avatar } from '../../../ui/Avatar';
import { confirmDialog, toast } from '../../../ui/feedback';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { Tabs } from '../../../ui/Tabs';
import { ReplayDialog } from '../player/ReplayDialog';
import '../live.css';
import { liveKeys } from '../live-keys';

const PAGE_SIZE = 15;
type View = 'watched' | 'broadcasts';

/** The rooms the user watched, newest first (User/watchlistList). */
function WatchHistory() {
  const { t } = useTranslation('live');
  const [page, setPage] = useState(1);
  const lang = currentLang();
  const history = useQuery({
    queryKey: liveKeys.watchHistory(page),
    queryFn: () => api.get('/api/User/watchlistList', { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (history.isPending) return <div className="skeleton-list" />;
  if (history.isError) return <EmptyState icon="warning" title={t('records.failed')} compact />;
  if (history.data.total === 0)
    return (
      <EmptyState icon="eye" title={t('records.noWatch')} description={t('records.noWatchText')}>
        <Link to="/anchor?type=0" className="btn btn--primary">
          {t('room.browse')}
        </Link>
      </EmptyState>
    );
  const now = new Date();
  return (
    <>
      <ul className="live-list" data-testid="watch-history">
        {history.data.list.map((row) => (
          <li key={`${row.anchor_id}-${row.watched_at}`} className="live-list__row">
            <Avatar src={row.avatar} name={row.user_nickname} size={40} />
            <span className="reserve-row__body">
              <span className="reserve-row__title">{row.title}</span>
              <span className="reserve-row__meta">
                {row.user_nickname} · {formatRelativeTime(new Date(row.watched_at), now, lang, t)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <Pager page={page} total={history.data.total} limit={PAGE_SIZE} onChange={setPage} />
    </>
  );
}

/** A streamer's own broadcasts: when, how long, the peak audience, and its recording (play it, delete it). */
function Broadcasts() {
  const { t } = useTranslation('live');
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<{ title: string; url: string; broadcastId: number }>();
  const queryClient = useQueryClient();
  const lang = currentLang();
  const remove = useMutation({
    mutationFn: async (broadcastId: number) => {
      const sure = await confirmDialog({
        message: t('records.deleteConfirm'),
        okText: t('records.delete'),
        cancelText: t('studio.cancel'),
      });
      return sure ? api.post('/api/broadcasts/delete-recording', { broadcast_id: broadcastId }) : null;
    },
    onSuccess: (done) => {
      if (!done) return;
      toast.success(t('records.deleted'));
      void queryClient.invalidateQueries({ queryKey: liveKeys.broadcasts });
    },
  });
  const records = useQuery({
    queryKey: liveKeys.broadcastsPage(page),
    queryFn: () => api.get('/api/broadcasts', { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (records.isPending) return <div className="skeleton-list" />;
  if (records.isError) return <EmptyState icon="warning" title={t('records.failed')} compact />;
  if (records.data.total === 0)
    return <EmptyState icon="film" title={t('records.noBroadcast')} description={t('records.noBroadcastText')} />;
  return (
    <>
      <ul className="live-list" data-testid="broadcast-records">
        {records.data.list.map((row) => {
          const started = new Date(row.started_at);
          return (
            <li key={row.id} className="live-list__row">
              <span className="reserve-row__body">
                <span className="reserve-row__title">{row.title}</span>
                <span className="reserve-row__meta">
                  {formatDate(started, lang)} {formatClock(started, lang)} ·{' '}
                  {row.ended_at
                    ? t('records.duration', { minutes: formatNumber(Math.round(row.duration_seconds / 60), lang) })
                    : t('records.onAir')}{' '}
                  · {t('records.peak', { value: formatNumber(row.peak_online, lang) })}
                </span>
              </span>
              {row.playback_url && (
                <span className="records__actions">
                  <button
                    type="button"
                    className="btn btn--ghost"
                    data-testid="replay"
                    onClick={() =>
                      setPlaying({ title: row.title, url: row.playback_url as string, broadcastId: row.id })
                    }
                  >
                    {t('records.playback')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    data-testid="delete-replay"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(row.id)}
                  >
                    {t('records.delete')}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Pager page={page} total={records.data.total} limit={PAGE_SIZE} onChange={setPage} />
      {playing && (
        <ReplayDialog
          title={playing.title}
          url={playing.url}
          chat={{ broadcast_id: playing.broadcastId }}
          onClose={() => setPlaying(undefined)}
        />
      )}
    </>
  );
}

/** Member tab 3: a viewer's watch history; a streamer also has the records of their broadcasts. */
export function BroadcastRecordTab({ isStreamer }: { isStreamer: boolean }) {
  const { t } = useTranslation('live');
  const [view, setView] = useState<View>('watched');
  if (!isStreamer) return <WatchHistory />;
  return (
    <div className="section">
      <Tabs<View>
        items={(['watched', 'broadcasts'] as const).map((key) => ({ key, label: t(`records.views.${key}`) }))}
        active={view}
        onChange={setView}
      >
        {view === 'watched' ? <WatchHistory /> : <Broadcasts />}
      </Tabs>
    </div>
  );
}

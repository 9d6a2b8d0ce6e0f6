import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import type { DataOf } from '../../../api/typed';
import { currentLang } from '../../../i18n/i18n';
import { formatDate } from '../../../i18n/format';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { ReplayDialog } from '../player/ReplayDialog';
import { liveKeys } from '../live-keys';

type Recording = DataOf<'/api/Live_streaming/getLivePlaybackList', 'post'>['list'][number];

const duration = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** Live_streaming/getLivePlaybackList: the room's past broadcasts, each playable in a dialog. */
export function RecordingsPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const [playing, setPlaying] = useState<Recording>();
  const recordings = useQuery({
    queryKey: liveKeys.recordings(roomId),
    queryFn: () => api.post('/api/Live_streaming/getLivePlaybackList', { room_id: roomId, limit: 30 }),
    staleTime: 30_000,
  });
  const lang = currentLang();
  return (
    <div className="recordings" data-testid="recordings">
      {recordings.isPending ? (
        <div className="skeleton-list" />
      ) : recordings.isError ? (
        <EmptyState icon="warning" title={t('recordings.failed')} compact />
      ) : recordings.data.list.length === 0 ? (
        <EmptyState icon="film" title={t('recordings.empty')} description={t('recordings.emptyText')} compact />
      ) : (
        <ul className="recordings__list">
          {recordings.data.list.map((recording) => (
            <li key={recording.id}>
              <button type="button" className="recordings__item" data-testid="recording" onClick={() => setPlaying(recording)}>
                <Icon name="play" />
                <span className="recordings__title">{recording.title}</span>
                <span className="recordings__meta">
                  {formatDate(new Date(recording.started_at), lang)} · {duration(recording.duration_seconds)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {playing && <ReplayDialog title={playing.title} url={playing.url} onClose={() => setPlaying(undefined)} />}
    </div>
  );
}

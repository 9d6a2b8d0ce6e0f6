import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import type { DataOf } from '../../../api/typed';
import { currentLang } from '../../../i18n/i18n';
import { formatDate } from '../../../i18n/format';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { formatDuration } from '../../video/duration';
import { ReplayDialog } from '../player/ReplayDialog';
import { RangeClipDialog } from '../../clips/RangeClipDialog';
import { useSession } from '../../auth/use-session';
import { loginDialog } from '../../auth/login-dialog';
import { liveKeys } from '../live-keys';

type Replay = DataOf<'/api/Video/getList', 'post'>['list'][number];

/**
 * The room's replay tab: its finished broadcasts, each a replay video of the video service
 * (Video/getList of the room's replays), played in a dialog without leaving the room.
 */
export function RecordingsPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('live');
  const [playing, setPlaying] = useState<Replay>();
  const [clipping, setClipping] = useState<Replay>();
  const { token } = useSession();
  const recordings = useQuery({
    queryKey: liveKeys.recordings(roomId),
    queryFn: () => api.post('/api/Video/getList', { room_id: roomId, source: 'replay', limit: 30 }),
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
          {recordings.data.list.map((replay) => (
            <li key={replay.id}>
              <button
                type="button"
                className="recordings__item"
                data-testid="recording"
                onClick={() => setPlaying(replay)}
              >
                <Icon name="play" />
                <span className="recordings__title">{replay.title}</span>
                <span className="recordings__meta">
                  {formatDate(new Date(replay.created_at), lang)} · {formatDuration(replay.duration_seconds)}
                </span>
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--small recordings__clip"
                data-testid="recording-clip"
                onClick={() => (token ? setClipping(replay) : loginDialog.open())}
              >
                {t('clips:clip')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {clipping && (
        <RangeClipDialog
          videoId={clipping.id}
          durationSeconds={clipping.duration_seconds}
          onClose={() => setClipping(undefined)}
        />
      )}
      {playing && (
        <ReplayDialog
          title={playing.title}
          url={playing.url}
          chat={{ id: playing.id }}
          onClose={() => setPlaying(undefined)}
        />
      )}
    </div>
  );
}

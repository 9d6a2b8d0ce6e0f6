import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { formatDuration } from '../video/duration';
import { ClipPlayerDialog } from './ClipPlayer';
import { type ClipItem, useRoomClips } from './clip-queries';
import './clips-words';
import './clips.css';

/** The room's clips tab: viewers' clips and goal clips (marked), newest first, played in a dialog. */
export function ClipsPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('clips');
  const clips = useRoomClips(roomId);
  const [playing, setPlaying] = useState<ClipItem>();
  const lang = currentLang();
  return (
    <div className="room-clips" data-testid="room-clips">
      {clips.isPending ? (
        <div className="skeleton-list" />
      ) : clips.isError ? (
        <EmptyState icon="warning" title={t('loadFailed')} compact />
      ) : clips.data.list.length === 0 ? (
        <EmptyState icon="film" title={t('empty')} description={t('emptyText')} compact />
      ) : (
        <ul className="room-clips__list">
          {clips.data.list.map((clip) => (
            <li key={clip.id}>
              <button
                type="button"
                className="room-clips__item"
                data-testid="room-clip"
                data-goal={clip.goal}
                onClick={() => setPlaying(clip)}
              >
                <span className="room-clips__poster">
                  {clip.poster && <img src={clip.poster} alt="" loading="lazy" width={96} height={54} />}
                  <span className="room-clips__duration num">{formatDuration(clip.duration_seconds)}</span>
                </span>
                <span className="room-clips__text">
                  <span className="room-clips__title">
                    {clip.goal === 1 && <span className="clip-goal">{t('goal')}</span>} {clip.title}
                  </span>
                  <span className="room-clips__meta muted">{formatDate(new Date(clip.created_at), lang)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {playing && <ClipPlayerDialog clip={playing} onClose={() => setPlaying(undefined)} />}
    </div>
  );
}

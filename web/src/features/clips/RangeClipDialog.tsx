import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { Dialog } from '../../ui/Dialog';
import { CLIP_TITLE_MAX } from './ClipDialog';
import { ClipProgress } from './ClipProgress';
import { useRangeClip } from './clip-queries';
import './clips-words';
import './clips.css';

/** Clip 5 to 120 seconds of a replay: start and end in seconds, titled; then the clip is made and plays here. */
export function RangeClipDialog({
  videoId,
  durationSeconds,
  onClose,
}: {
  videoId: number;
  durationSeconds: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('clips');
  const [start, setStart] = useState(0);
  const [end, setEnd] = useState(Math.min(30, durationSeconds));
  const [title, setTitle] = useState('');
  const clip = useRangeClip();
  const made = clip.data?.id;
  return (
    <Dialog title={t('rangeTitle')} onClose={onClose}>
      {made ? (
        <ClipProgress id={made} />
      ) : (
        <form
          className="clip-form"
          data-testid="range-clip-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if (!clip.isPending) clip.mutate({ video_id: videoId, start, end, title: title.trim() });
          }}
        >
          <div className="clip-form__range">
            <label className="clip-form__field">
              <span>{t('start')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={durationSeconds}
                value={start}
                onChange={(event) => setStart(Number(event.target.value))}
                data-testid="clip-start"
              />
            </label>
            <label className="clip-form__field">
              <span>{t('end')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={durationSeconds}
                value={end}
                onChange={(event) => setEnd(Number(event.target.value))}
                data-testid="clip-end"
              />
            </label>
          </div>
          <p className="muted small">{t('rangeHint')}</p>
          <label className="clip-form__field">
            <span>{t('title')}</span>
            <input
              value={title}
              maxLength={CLIP_TITLE_MAX}
              placeholder={t('titlePlaceholder')}
              onChange={(event) => setTitle(event.target.value)}
              data-testid="clip-title"
              required
            />
          </label>
          {clip.error && (
            <p className="clip-form__error" role="alert" data-testid="clip-error">
              {clip.error instanceof ApiError ? clip.error.message : t('failed')}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={clip.isPending || !title.trim()}>
            {t('make')}
          </button>
        </form>
      )}
    </Dialog>
  );
}

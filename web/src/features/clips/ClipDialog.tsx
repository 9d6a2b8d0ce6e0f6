import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { Dialog } from '../../ui/Dialog';
import { ClipProgress } from './ClipProgress';
import { useLiveClip } from './clip-queries';
import './clips-words';
import './clips.css';

/** The longest title the service takes (characters). */
export const CLIP_TITLE_MAX = 40;

/** Clip a live room: its last 30 or 60 seconds, titled; then the clip is made and plays here. */
export function ClipDialog({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation('clips');
  const [seconds, setSeconds] = useState<30 | 60>(30);
  const [title, setTitle] = useState('');
  const clip = useLiveClip();
  const made = clip.data?.id;
  return (
    <Dialog title={t('clipTitle')} onClose={onClose}>
      {made ? (
        <ClipProgress id={made} />
      ) : (
        <form
          className="clip-form"
          data-testid="clip-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if (!clip.isPending) clip.mutate({ room_id: roomId, seconds, title: title.trim() });
          }}
        >
          <fieldset className="clip-form__lengths">
            <legend>{t('length')}</legend>
            {([30, 60] as const).map((value) => (
              <label key={value} className={`chip${seconds === value ? ' chip--active' : ''}`}>
                <input
                  type="radio"
                  name="clip-seconds"
                  value={value}
                  checked={seconds === value}
                  onChange={() => setSeconds(value)}
                />
                {t(value === 30 ? 'last30' : 'last60')}
              </label>
            ))}
          </fieldset>
          <label className="clip-form__field">
            <span>{t('title')}</span>
            <input
              className="input"
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
          <button
            type="submit"
            className="btn btn--primary"
            disabled={clip.isPending || !title.trim()}
            data-testid="clip-make"
          >
            {t('make')}
          </button>
        </form>
      )}
    </Dialog>
  );
}

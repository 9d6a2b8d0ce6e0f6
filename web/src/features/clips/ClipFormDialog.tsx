import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { Dialog } from '../../ui/Dialog';
import { ClipProgress } from './ClipProgress';
import './clips-words';
import './clips.css';

/** The longest title the service takes (characters). */
export const CLIP_TITLE_MAX = 40;

/** A clip request as the dialogs follow it (either clip mutation). */
interface ClipRequest {
  isPending: boolean;
  error: Error | null;
  data?: { id: number };
}

/**
 * What both clip dialogs share: the form with its title, error and "Make clip" around the fields of
 * its kind of clip (`children`); once asked, the clip being cut, then playing, in its place.
 */
export function ClipFormDialog({
  heading,
  testId,
  clip,
  onMake,
  onClose,
  children,
}: {
  heading: string;
  testId: string;
  clip: ClipRequest;
  /** Asks for the clip with the trimmed title (not called while a request is under way). */
  onMake: (title: string) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('clips');
  const [title, setTitle] = useState('');
  const made = clip.data?.id;
  return (
    <Dialog title={heading} onClose={onClose}>
      {made ? (
        <ClipProgress id={made} />
      ) : (
        <form
          className="clip-form"
          data-testid={testId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!clip.isPending) onMake(title.trim());
          }}
        >
          {children}
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

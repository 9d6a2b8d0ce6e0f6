import { useTranslation } from 'react-i18next';
import { ClipVideo } from './ClipPlayer';
import { useClipState } from './clip-queries';
import './clips-words';

/** A clip being cut: "making" until it is ready (then it plays) or failed (with why). */
export function ClipProgress({ id }: { id: number }) {
  const { t } = useTranslation('clips');
  const state = useClipState(id);
  const data = state.data;
  if (!data || data.status === 'cutting')
    return (
      <p className="clip-form__status" data-testid="clip-cutting" role="status">
        <span className="spinner" aria-hidden="true" /> {t('cutting')}
      </p>
    );
  if (data.status === 'failed')
    return (
      <p className="clip-form__error" data-testid="clip-failed" role="alert">
        {data.failure_reason || t('failed')}
      </p>
    );
  return (
    <div data-testid="clip-ready">
      <p className="clip-form__status" role="status">
        {t('ready')}
      </p>
      <ClipVideo url={data.url} poster={data.poster} />
    </div>
  );
}

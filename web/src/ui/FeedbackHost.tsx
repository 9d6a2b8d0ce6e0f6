import { useSyncExternalStore } from 'react';
import { dismissToast, feedbackStore } from './feedback';

const ICONS = { error: '✕', success: '✓', warning: '!', info: 'i' } as const;

/** Renders the toasts and the confirm of `feedback.ts` once, at the root of the page. */
export function FeedbackHost() {
  const { toasts, confirm } = useSyncExternalStore(feedbackStore.subscribe, feedbackStore.get);
  return (
    <>
      <div className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} onClick={() => dismissToast(t.id)}>
            <span className="toast__icon">{ICONS[t.kind]}</span>
            <span>{t.message}</span>
          </div>
        ))}
      </div>
      {confirm && (
        <div className="overlay overlay--top">
          <div className="dialog dialog--confirm" role="alertdialog" aria-modal="true" aria-labelledby={`confirm-${confirm.id}`}>
            <p id={`confirm-${confirm.id}`} className="dialog__message">
              {confirm.message}
            </p>
            <div className="dialog__actions">
              <button type="button" className="btn btn--ghost" onClick={() => confirm.resolve(false)}>
                {confirm.cancelText}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => confirm.resolve(true)} autoFocus>
                {confirm.okText}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dismissToast, feedbackStore } from './feedback';

// Fetched with the first confirm, not with the first page.
const ConfirmDialog = lazy(() => import('./dialogs').then((module) => ({ default: module.ConfirmDialog })));

const ICONS = { error: '✕', success: '✓', warning: '!', info: 'i' } as const;

/** Renders the toasts and the confirm of `feedback.ts` once, at the root; the confirm is a Radix alert dialog (focus trapped). */
export function FeedbackHost() {
  const { toasts, confirm } = useSyncExternalStore(feedbackStore.subscribe, feedbackStore.get);
  return (
    <>
      <div className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} onClick={() => dismissToast(t.id)}>
            <span className="toast__icon" aria-hidden="true">
              {ICONS[t.kind]}
            </span>
            <span>{t.message}</span>
          </div>
        ))}
      </div>
      {confirm && (
        <Suspense>
          <ConfirmDialog confirm={confirm} />
        </Suspense>
      )}
    </>
  );
}

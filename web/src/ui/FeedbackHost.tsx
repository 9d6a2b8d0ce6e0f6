import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { feedbackStore, loadToaster } from './feedback';

const Toaster = lazy(loadToaster);
const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

/** The toaster is there before it is needed: its live region must exist before a toast enters it. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * Renders the toasts and the confirm of `feedback.ts` once, at the root, out of the first route's JS:
 * the toaster is fetched once the page is idle (or with an earlier toast) and placed at the end of
 * <body>, where a modal dialog opened before it does not hide it from screen readers; the confirm (a
 * Radix dialog) is fetched when one is asked.
 */
export function FeedbackHost() {
  const { toaster, confirm } = useSyncExternalStore(feedbackStore.subscribe, feedbackStore.get, feedbackStore.get);
  const idle = useIdle();
  return (
    <>
      {(toaster || idle) &&
        createPortal(
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>,
          document.body,
        )}
      <Suspense fallback={null}>{confirm && <ConfirmDialog key={confirm.id} confirm={confirm} />}</Suspense>
    </>
  );
}

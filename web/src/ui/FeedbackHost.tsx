import * as RadixDialog from '@radix-ui/react-dialog';
import { useSyncExternalStore } from 'react';
import { dismissToast, feedbackStore } from './feedback';

const ICONS = { error: '✕', success: '✓', warning: '!', info: 'i' } as const;

/** Renders the toasts and the confirm of `feedback.ts` once, at the root; the confirm is a Radix dialog (focus trapped). */
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
        <RadixDialog.Root open onOpenChange={(open) => !open && confirm.resolve(false)}>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="overlay overlay--top">
              <RadixDialog.Content className="dialog dialog--confirm" role="alertdialog" aria-describedby={undefined}>
                <RadixDialog.Title className="dialog__message">{confirm.message}</RadixDialog.Title>
                <div className="dialog__actions">
                  <button type="button" className="btn btn--ghost" onClick={() => confirm.resolve(false)}>
                    {confirm.cancelText}
                  </button>
                  <button type="button" className="btn btn--primary" onClick={() => confirm.resolve(true)} autoFocus>
                    {confirm.okText}
                  </button>
                </div>
              </RadixDialog.Content>
            </RadixDialog.Overlay>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      )}
    </>
  );
}

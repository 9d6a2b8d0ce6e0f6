import * as RadixDialog from '@radix-ui/react-dialog';
import type { ConfirmRequest } from './feedback';

/** The confirm of `feedback.ts`: a Radix alert dialog (focus trapped, Escape cancels). */
export default function ConfirmDialog({ confirm }: { confirm: ConfirmRequest }) {
  return (
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
  );
}

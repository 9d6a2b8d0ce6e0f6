import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal dialog on Radix's primitive: focus trapped inside and given back on close, Escape and the
 * backdrop close it, the page behind does not scroll, rendered at the end of <body> so nothing on
 * the page (quick bar, top bar) can sit above its backdrop. Full-screen sheet on phones (CSS).
 */
export function Dialog({
  title,
  onClose,
  children,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="overlay">
          <RadixDialog.Content className={`dialog${wide ? ' dialog--wide' : ''}`} aria-describedby={undefined}>
            <div className="dialog__header">
              <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
              <RadixDialog.Close className="dialog__close" aria-label={t('actions.close')}>
                ×
              </RadixDialog.Close>
            </div>
            <div className="dialog__body">{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

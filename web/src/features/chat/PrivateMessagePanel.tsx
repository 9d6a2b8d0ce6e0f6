import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../ui/use-media-query';
import { Conversations } from './Conversations';
import { pmPanel, usePmPanelPeer } from './pm-panel';

/**
 * The private-message panel on Radix's dialog: a drawer on the right that floats beside the page on
 * desktops (non-modal: the page stays usable and a click on it leaves the panel open), a modal
 * full-screen sheet on phones (focus trapped, the page behind inert). Escape and × close it; the
 * focus goes back where it was.
 */
export default function PrivateMessagePanel() {
  const { t } = useTranslation('chat');
  const phone = useMediaQuery('(max-width: 991px)');
  const peer = usePmPanelPeer();
  // The panel is opened from the top bar, outside this tree: the focus goes back to what had it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);
  return (
    <RadixDialog.Root open modal={phone} onOpenChange={(open) => !open && pmPanel.close()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className="pm-panel"
          data-testid="pm-panel"
          aria-describedby={undefined}
          onInteractOutside={(event) => {
            if (!phone) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <header className="pm-panel__header">
            <RadixDialog.Title className="pm-panel__title">{t('panel')}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label={t('close')} data-testid="pm-close">
              ×
            </RadixDialog.Close>
          </header>
          <Conversations narrow initialPeer={peer} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

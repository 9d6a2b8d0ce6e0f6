import { useTranslation } from 'react-i18next';
import { Conversations } from './Conversations';
import { pmPanel } from './pm-panel';

/** The private-message panel: a drawer on the right (full screen on phones), list then thread. */
export default function PrivateMessagePanel() {
  const { t } = useTranslation('chat');
  return (
    <div className="pm-panel" role="dialog" aria-label={t('panel')} data-testid="pm-panel">
      <header className="pm-panel__header">
        <h2 className="pm-panel__title">{t('panel')}</h2>
        <button type="button" className="dialog__close" onClick={pmPanel.close} aria-label={t('close')} data-testid="pm-close">
          ×
        </button>
      </header>
      <Conversations narrow />
    </div>
  );
}

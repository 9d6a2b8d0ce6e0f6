import { useTranslation } from 'react-i18next';
import { useInbox } from '../../realtime/im';
import { Icon } from '../../ui/Icon';
import './chat.css';
import { pmPanel, usePmPanelOpen } from './pm-panel';
import { Tooltip } from '../../ui/Tooltip';

/** The top-bar envelope of a logged-in user: opens the private-message panel, shows the unread total. */
export function MessagesButton() {
  const { t } = useTranslation('chat');
  const { unreadTotal: privateUnread, groupUnreadTotal } = useInbox();
  const unreadTotal = privateUnread + groupUnreadTotal;
  const open = usePmPanelOpen();
  return (
    <Tooltip content={t('panel')} side="bottom">
      <button
        type="button"
        className="icon-button pm-button"
        aria-label={t('panel')}
        aria-expanded={open}
        onClick={pmPanel.toggle}
        data-testid="pm-button"
      >
        <Icon name="mail" size={20} />
        {unreadTotal > 0 && (
          <span className="badge badge--dot" data-testid="pm-unread-total">
            {unreadTotal > 99 ? '99+' : unreadTotal}
          </span>
        )}
      </button>
    </Tooltip>
  );
}

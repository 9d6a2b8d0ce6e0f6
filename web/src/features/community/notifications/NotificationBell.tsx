import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { useUnreadNotifications } from './notification-queries';
import './notifications.css';

/** The list loads when the bell is first opened: a page that never opens it never fetches it. */
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** The top-bar bell of a signed-in user: the unread count (rising live as notifications arrive) and the panel. */
export function NotificationBell() {
  const { t } = useTranslation('community');
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <div className="notice-bell">
      <button
        type="button"
        className="icon-button pm-button"
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.title')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="notification-bell"
      >
        <Icon name="bell" size={20} />
        {unread > 0 && (
          <span className="badge badge--dot" data-testid="notification-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

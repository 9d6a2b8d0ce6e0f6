import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../i18n/i18n';
import { formatRelativeTime } from '../../../i18n/format';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { Pager } from '../../../ui/Pager';
import {
  type Notification,
  notificationLink,
  NOTIFICATIONS_PER_PAGE,
  useMarkRead,
  useNotificationPage,
} from './notification-queries';

/**
 * The reader's notifications under the bell (a sheet across the screen on phones): newest first,
 * unread ones marked; opening one marks it read and goes to what it is about.
 */
export default function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('community');
  const [page, setPage] = useState(1);
  const query = useNotificationPage(page);
  const markRead = useMarkRead();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.parentElement?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [onClose]);

  const data = query.data;
  return (
    <div
      className="notice-panel"
      ref={panel}
      role="dialog"
      aria-label={t('notifications.title')}
      data-testid="notice-panel"
    >
      <header className="notice-panel__header">
        <h2 className="notice-panel__title">{t('notifications.title')}</h2>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={!data?.unread || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
          data-testid="notice-read-all"
        >
          {t('notifications.readAll')}
        </button>
        <button type="button" className="dialog__close" aria-label={t('notifications.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {query.isError ? (
        <p className="notice-panel__note">
          {t('notifications.failed')}{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void query.refetch()}>
            {t('notifications.retry')}
          </button>
        </p>
      ) : !data ? (
        <p className="notice-panel__note muted">{t('notifications.loading')}</p>
      ) : data.list.length === 0 ? (
        <p className="notice-panel__note muted" data-testid="notice-empty">
          <Icon name="bell" /> {t('notifications.empty')}
        </p>
      ) : (
        <ul className="notice-list" data-testid="notice-list">
          {data.list.map((notification) => (
            <NoticeRow
              key={notification.id}
              notification={notification}
              to={notificationLink(notification)}
              onOpen={() => {
                if (!notification.is_read) markRead.mutate(notification.id);
                onClose();
              }}
            />
          ))}
        </ul>
      )}
      {data && data.total > NOTIFICATIONS_PER_PAGE && (
        <Pager page={page} total={data.total} limit={NOTIFICATIONS_PER_PAGE} onChange={setPage} />
      )}
    </div>
  );
}

function NoticeRow({ notification, to, onOpen }: { notification: Notification; to: string; onOpen: () => void }) {
  const { t } = useTranslation('community');
  const lang = currentLang();
  return (
    <li className={`notice${notification.is_read ? '' : ' notice--unread'}`} data-testid="notice">
      <Link to={to} className="notice__link" onClick={onOpen}>
        {notification.actor_avatar ? (
          <Avatar src={notification.actor_avatar} name={notification.actor_nickname} size={36} />
        ) : (
          <span className="notice__icon" aria-hidden="true">
            <Icon name={notification.kind === 'match' ? 'clock' : 'bell'} />
          </span>
        )}
        <span className="notice__body">
          <span className="notice__text" data-testid="notice-text">
            {notification.text}
          </span>
          {notification.excerpt && <span className="notice__excerpt">{notification.excerpt}</span>}
          <time className="notice__time" dateTime={notification.create_time}>
            {formatRelativeTime(new Date(notification.create_time), new Date(), lang, t)}
          </time>
        </span>
        {!notification.is_read && <span className="notice__dot" aria-label={t('notifications.unread')} />}
      </Link>
    </li>
  );
}

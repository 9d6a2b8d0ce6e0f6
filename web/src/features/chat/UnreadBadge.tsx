import { useTranslation } from 'react-i18next';

/** A conversation's or group chat's unread count in the list, capped at 99+. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('chat');
  if (count <= 0) return null;
  return (
    <span className="badge" data-testid="im-unread" aria-label={t('unread', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

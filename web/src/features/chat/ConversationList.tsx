import type { ImConversationItem } from '@arena/protocol';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { formatRelativeTime } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { messagePreview } from './MessageBody';
import { UnreadBadge } from './UnreadBadge';

/** Conversations, newest first, each with its unread count. */
export function ConversationList({
  items,
  active,
  onOpen,
  loaded,
}: {
  items: ImConversationItem[];
  active?: string;
  onOpen: (item: ImConversationItem) => void;
  loaded: boolean;
}) {
  const { t } = useTranslation('chat');
  if (loaded && items.length === 0)
    return <EmptyState icon="chat" title={t('empty.title')} description={t('empty.text')} compact />;
  return (
    <ul className="im-conversations" data-testid="im-conversations">
      {items.map((item) => (
        <li key={item.peerId}>
          <button
            type="button"
            className={`im-conversation${item.peerId === active ? ' im-conversation--active' : ''}`}
            onClick={() => onOpen(item)}
            data-testid="im-conversation"
            data-peer={item.peerId}
          >
            <Avatar src={item.avatar} name={item.nick || '?'} size={40} />
            <span className="im-conversation__body">
              <span className="im-conversation__top">
                <span className="im-conversation__nick">{item.nick || item.peerId}</span>
                <span className="muted small">
                  {formatRelativeTime(new Date(item.lastMessage.time), new Date(), currentLang(), t)}
                </span>
              </span>
              <span className="im-conversation__preview muted small">{messagePreview(item.lastMessage, t)}</span>
            </span>
            <UnreadBadge count={item.unread} />
          </button>
        </li>
      ))}
    </ul>
  );
}

import type { ImGroupChatItem } from '@arena/protocol';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { formatRelativeTime } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { messagePreview } from './MessageBody';
import { UnreadBadge } from './UnreadBadge';
import './groups-words';

/** The account's group chats above its private conversations, newest first, with unread counts. */
export function GroupChatList({
  items,
  active,
  onOpen,
}: {
  items: ImGroupChatItem[];
  active?: string;
  onOpen: (item: ImGroupChatItem) => void;
}) {
  const { t } = useTranslation('chat');
  const { t: tg } = useTranslation('groups');
  if (items.length === 0) return null;
  return (
    <ul className="im-conversations" data-testid="im-groups" aria-label={tg('groupChats')}>
      {items.map((item) => (
        <li key={item.groupId}>
          <button
            type="button"
            className={`im-conversation${item.groupId === active ? ' im-conversation--active' : ''}`}
            onClick={() => onOpen(item)}
            data-testid="im-group"
            data-group={item.groupId}
          >
            <Avatar src="" name={item.name || '#'} size={40} />
            <span className="im-conversation__body">
              <span className="im-conversation__top">
                <span className="im-conversation__nick">
                  {item.name} <span className="muted small">({item.memberCount})</span>
                </span>
                <span className="muted small">
                  {formatRelativeTime(new Date(item.time), new Date(), currentLang(), t)}
                </span>
              </span>
              <span className="im-conversation__preview muted small">
                {item.lastMessage
                  ? `${item.lastMessage.nick}: ${messagePreview(item.lastMessage, t)}`
                  : tg('noMessages')}
              </span>
            </span>
            <UnreadBadge count={item.unread} />
          </button>
        </li>
      ))}
    </ul>
  );
}

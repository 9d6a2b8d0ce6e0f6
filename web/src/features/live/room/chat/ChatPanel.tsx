import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from './ChatComposer';
import { ChatModesLine } from './ChatModesLine';
import { ChatLine, type ChatRoles } from './ChatLine';
import type { RoomChat, RoomChatState } from './room-chat';

/** Within this many pixels of the bottom, a new message keeps the list scrolled to the newest. */
const STICK_PX = 40;
/** A one-line danmaku; lines are measured once rendered. */
const LINE_PX = 30;

/** The room's danmaku list (newest at the bottom) and the input with the danmaku settings. */
interface Props {
  chat: RoomChat;
  state: RoomChatState;
  roles: ChatRoles;
  loggedIn: boolean;
  /** The viewer is muted or shielded here (the gateway refuses their messages anyway). */
  muted?: boolean;
}

/**
 * A busy room keeps thousands of lines: the list is virtualised, so only those in view (and a few
 * around them) are in the page. It follows the newest line unless the viewer scrolled up to read.
 */
export function ChatPanel({ chat, state, roles, loggedIn, muted }: Props) {
  const { t } = useTranslation('live');
  const scroller = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  // Row 0 is the room's welcome notice, then the messages, oldest first.
  const count = state.messages.length + 1;
  const rows = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => LINE_PX,
    getItemKey: (index) => (index === 0 ? 'welcome' : state.messages[index - 1].id),
    overscan: 10,
  });

  useLayoutEffect(() => {
    if (stuck.current) rows.scrollToIndex(count - 1, { align: 'end' });
  }, [count, rows]);

  return (
    <div className="chat-panel" data-testid="chat-panel" data-joined={state.joined ? 'yes' : 'no'}>
      <div
        ref={scroller}
        className="chat-panel__list"
        role="log"
        aria-label={t('panels.chat')}
        onScroll={(event) => {
          const element = event.currentTarget;
          stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
        }}
        data-testid="danmaku-list"
      >
        <ul className="chat-panel__rows" style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => (
            <li key={row.key} ref={rows.measureElement} data-index={row.index} className="chat-panel__row" style={{ transform: `translateY(${row.start}px)` }}>
              {row.index === 0 ? (
                <div className="chat-line chat-line--notice">{t('chat.welcome')}</div>
              ) : (
                <ChatLine message={state.messages[row.index - 1]} roles={roles} />
              )}
            </li>
          ))}
        </ul>
      </div>
      <ChatModesLine roomId={roles.roomId} />
      <ChatComposer chat={chat} loggedIn={loggedIn} joined={state.joined} muted={muted ?? false} />
    </div>
  );
}

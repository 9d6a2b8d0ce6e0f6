import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from './ChatComposer';
import { ChatModesLine } from './ChatModesLine';
import { ChatLine, type ChatRoles } from './ChatLine';
import type { RoomChat, RoomChatState } from './room-chat';

/** Within this many pixels of the bottom, a new message keeps the list scrolled to the newest. */
const STICK_PX = 40;

/** The room's danmaku list (newest at the bottom) and the input with the danmaku settings. */
interface Props {
  chat: RoomChat;
  state: RoomChatState;
  roles: ChatRoles;
  loggedIn: boolean;
  /** The viewer is muted or shielded here (the gateway refuses their messages anyway). */
  muted?: boolean;
}

export function ChatPanel({ chat, state, roles, loggedIn, muted }: Props) {
  const { t } = useTranslation('live');
  const list = useRef<HTMLUListElement>(null);
  const stuck = useRef(true);

  useLayoutEffect(() => {
    const element = list.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [state.messages]);

  return (
    <div className="chat-panel" data-testid="chat-panel" data-joined={state.joined ? 'yes' : 'no'}>
      <ul
        ref={list}
        className="chat-panel__list"
        aria-live="polite"
        aria-label={t('panels.chat')}
        onScroll={(event) => {
          const element = event.currentTarget;
          stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
        }}
        data-testid="danmaku-list"
      >
        <li className="chat-line chat-line--notice">{t('chat.welcome')}</li>
        {state.messages.map((message) => (
          <ChatLine key={message.id} message={message} roles={roles} />
        ))}
      </ul>
      <ChatModesLine roomId={roles.roomId} />
      <ChatComposer chat={chat} loggedIn={loggedIn} joined={state.joined} muted={muted ?? false} />
    </div>
  );
}

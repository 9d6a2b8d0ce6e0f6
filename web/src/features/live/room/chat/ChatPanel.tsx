import type { ImMessage } from '@arena/protocol';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from './ChatComposer';
import { ChatModesLine } from './ChatModesLine';
import { ChatLine, type ChatRoles } from './ChatLine';
import type { RoomChat, RoomChatState } from './room-chat';

/** Within this many pixels of the bottom, a new message keeps the list scrolled to the newest. */
const STICK_PX = 40;
/** The list's gap between lines (its CSS `gap`), which the virtualiser adds between rows. */
const LINE_GAP_PX = 6;
/** A one-line danmaku, until a line is measured. */
const LINE_ESTIMATE_PX = 28;

/** How many messages came after the one with id `seen` (all of them when it is gone). */
function countAfter(messages: readonly ImMessage[], seen: string | undefined): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].id === seen) return messages.length - 1 - i;
  return messages.length;
}

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
 * The danmaku list is virtualised (@tanstack/react-virtual): only the lines in view (and a few around)
 * are in the page, between two spacers holding the height of the others, so a busy room keeps
 * thousands of lines without slowing down. The list follows the newest line while the viewer is at
 * the bottom; once they scroll up it stays put and a button counts what arrived meanwhile.
 */
export function ChatPanel({ chat, state, roles, loggedIn, muted }: Props) {
  const { t } = useTranslation('live');
  const list = useRef<HTMLUListElement>(null);
  // Row 0 is the welcome line; row i + 1 is message i.
  const rows: (ImMessage | null)[] = [null, ...state.messages];

  // eslint-disable-next-line react-hooks/incompatible-library -- a notice for the React Compiler, which the site does not run.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => list.current,
    estimateSize: () => LINE_ESTIMATE_PX,
    getItemKey: (index) => rows[index]?.id ?? 'welcome',
    gap: LINE_GAP_PX,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const total = virtualizer.getTotalSize();
  // The lines are in the list's normal flow (ChatLine draws its own <li>): each spacer stands for the
  // rows it replaces, less the gap the list puts between it and the first line drawn.
  const above = first ? first.start - LINE_GAP_PX : 0;
  const below = last ? total - last.end - LINE_GAP_PX : 0;

  // Each drawn line tells the virtualiser its index and is measured (and watched for resizes).
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !first) return;
    let index = first.index;
    for (const line of element.children) {
      if (line instanceof HTMLElement && !line.dataset.spacer) {
        line.dataset.index = String(index++);
        virtualizer.measureElement(line);
      }
    }
  });

  // Whether the list follows the newest line (the viewer is at the bottom), and the newest line they
  // had in view when they left it: what came after it is counted on the button.
  const newest = state.messages[state.messages.length - 1];
  const [stuck, setStuck] = useState(true);
  const [seen, setSeen] = useState(newest?.id);
  const unseen = !stuck && newest && seen !== newest.id ? countAfter(state.messages, seen) : 0;
  // The viewer's own message brings them back to the newest, as in every chat.
  const [arrived, setArrived] = useState(newest?.id);
  if (newest?.id !== arrived) {
    setArrived(newest?.id);
    if (newest && newest.from === roles.me) setStuck(true);
  }
  // After every render while stuck: new lines, lines measured taller than guessed, the first layout.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && stuck) element.scrollTop = element.scrollHeight;
  });

  const follow = (next: boolean) => {
    if (next === stuck) return;
    setStuck(next);
    if (!next) setSeen(newest?.id);
  };

  const toNewest = () => {
    const element = list.current;
    if (!element) return;
    follow(true);
    element.scrollTop = element.scrollHeight;
  };

  return (
    <div className="chat-panel" data-testid="chat-panel" data-joined={state.joined ? 'yes' : 'no'}>
      <div className="chat-panel__scroll">
        <ul
          ref={list}
          className="chat-panel__list"
          aria-live="polite"
          aria-label={t('panels.chat')}
          onScroll={(event) => {
            const element = event.currentTarget;
            follow(element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX);
          }}
          data-testid="danmaku-list"
          data-rows={rows.length}
        >
          {above > 0 && (
            <li className="chat-panel__spacer" style={{ height: above }} aria-hidden="true" data-spacer="above" />
          )}
          {items.map((item) => {
            const message = rows[item.index];
            return message ? (
              <ChatLine key={item.key} message={message} roles={roles} />
            ) : (
              <li key={item.key} className="chat-line chat-line--notice">
                {t('chat.welcome')}
              </li>
            );
          })}
          {below > 0 && (
            <li className="chat-panel__spacer" style={{ height: below }} aria-hidden="true" data-spacer="below" />
          )}
        </ul>
        {unseen > 0 && (
          <button type="button" className="chat-panel__newest" onClick={toNewest} data-testid="danmaku-newest">
            {t('chat.newMessages', { count: unseen })}
          </button>
        )}
      </div>
      <ChatModesLine roomId={roles.roomId} />
      <ChatComposer
        chat={chat}
        roomId={roles.roomId}
        loggedIn={loggedIn}
        joined={state.joined}
        muted={muted ?? false}
      />
    </div>
  );
}

import type { ImMessage } from '@arena/protocol';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { formatClock, formatDate } from '../../i18n/format';
import { imClient, inbox, peerOf, useInbox, usePrivateMessages } from '../../realtime/im';
import { Avatar } from '../../ui/Avatar';
import { Composer } from './Composer';
import { MessageBody } from './MessageBody';
import { LOAD_OLDER_WITHIN_PX, withTimeStamps } from './message-rules';
import { type ThreadPage, useThread } from './use-thread';

export interface Peer {
  peerId: string;
  nick: string;
  avatar: string;
}

function stampText(time: number): string {
  const date = new Date(time);
  const lang = currentLang();
  const today = new Date().toDateString() === date.toDateString();
  return today ? formatClock(date, lang) : `${formatDate(date, lang)} ${formatClock(date, lang)}`;
}

/** Within this distance of the bottom the thread follows new rows and pictures that finish loading. */
const STICK_TO_BOTTOM_PX = 80;

/**
 * Messages oldest first with the time-stamp rule; `onNearTop` fires within 30 px of the top. A reader
 * at the bottom stays there when a picture loads and makes its message taller.
 */
export function MessageList({
  messages,
  me,
  onNearTop,
  listRef,
  showNames = false,
}: {
  messages: ImMessage[];
  me: string;
  onNearTop?: () => void;
  listRef?: React.RefObject<HTMLDivElement | null>;
  /** A group chat names each sender above their message. */
  showNames?: boolean;
}) {
  const atBottom = useRef(true);
  return (
    <div
      className="im-thread__list"
      ref={listRef}
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
        if (el.scrollTop <= LOAD_OLDER_WITHIN_PX) onNearTop?.();
      }}
      // load does not bubble: listen in the capture phase for every picture in the list.
      onLoadCapture={(event) => {
        const el = event.currentTarget;
        if (event.target instanceof HTMLImageElement && atBottom.current) el.scrollTop = el.scrollHeight;
      }}
      data-testid="im-messages"
    >
      {withTimeStamps(messages).map((row) =>
        row.kind === 'time' ? (
          <div key={row.key} className="im-stamp" data-testid="im-stamp">
            {stampText(row.time)}
          </div>
        ) : (
          <div
            key={row.key}
            className={`im-msg${row.message.from === me ? ' im-msg--out' : ''}`}
            data-testid="im-message"
          >
            <Avatar src={row.message.avatar} name={row.message.nick || '?'} size={32} />
            <div className="im-msg__bubble">
              {showNames && row.message.from !== me && (
                <div className="im-msg__nick muted small">{row.message.nick}</div>
              )}
              <MessageBody message={row.message} />
            </div>
          </div>
        ),
      )}
    </div>
  );
}

/**
 * One conversation: the newest 15 messages, the older page when scrolled near the top (keeping the
 * view where it was), pushes of both sides, and sending text. Opening it marks it read.
 */
export function MessageThread({ peer, onBack }: { peer: Peer; onBack?: () => void }) {
  const { t } = useTranslation('chat');
  const { me, status } = useInbox();
  const { peerId } = peer;
  const myId = me?.id ?? '';
  const thread = useThread({
    key: peerId,
    status,
    page: (beforeId) => imClient.request<ThreadPage>('history', { peerId, beforeId }),
    post: (body, clientId) => imClient.send(peerId, body, clientId),
    onOpened: () => void inbox.markRead(peerId),
  });

  usePrivateMessages((message) => {
    if (!myId || peerOf(message, myId) !== peerId) return;
    thread.arrived(message);
    if (message.from === peerId) void inbox.markRead(peerId);
  });

  return (
    <section className="im-thread" data-testid="im-thread" data-peer={peerId}>
      <header className="im-thread__header">
        {onBack && (
          <button
            type="button"
            className="im-thread__back"
            onClick={onBack}
            aria-label={t('back')}
            data-testid="im-back"
          >
            ‹
          </button>
        )}
        <Avatar src={peer.avatar} name={peer.nick || '?'} size={28} />
        <span className="im-thread__title">{peer.nick || peer.peerId}</span>
      </header>
      {thread.loading && <div className="im-thread__loading muted small">{t('loading')}</div>}
      <MessageList messages={thread.messages} me={myId} onNearTop={thread.loadOlder} listRef={thread.listRef} />
      <Composer onSend={thread.send} disabled={status !== 'online'} />
    </section>
  );
}

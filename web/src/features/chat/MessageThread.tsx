import type { ImMessage, ImMessageBody } from '@arena/protocol';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { currentLang } from '../../i18n/i18n';
import { formatClock, formatDate } from '../../i18n/format';
import { imClient, inbox, peerOf, useInbox, usePrivateMessages } from '../../realtime/im';
import { Avatar } from '../../ui/Avatar';
import { toast } from '../../ui/feedback';
import { Composer } from './Composer';
import { MessageBody } from './MessageBody';
import { LOAD_OLDER_WITHIN_PX, mergeMessages, withTimeStamps } from './message-rules';

export interface Peer {
  peerId: string;
  nick: string;
  avatar: string;
}

interface Page {
  list: ImMessage[];
  hasMore: boolean;
}

function stampText(time: number): string {
  const date = new Date(time);
  const lang = currentLang();
  const today = new Date().toDateString() === date.toDateString();
  return today ? formatClock(date, lang) : `${formatDate(date, lang)} ${formatClock(date, lang)}`;
}

/** Messages oldest first with the time-stamp rule; `onNearTop` fires within 30 px of the top. */
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
  const [messages, setMessages] = useState<ImMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  // How to place the scroll after the next render: at the bottom, or where the user was before older rows arrived.
  const scrollTo = useRef<{ bottom: true } | { fromBottom: number } | null>(null);
  const { peerId } = peer;
  const myId = me?.id ?? '';

  // Each time the inbox comes online (again) the thread starts over from its newest page: what was
  // missed meanwhile may not join what is on screen.
  const [shownFor, setShownFor] = useState({ peerId, status });
  if (shownFor.peerId !== peerId || shownFor.status !== status) {
    setShownFor({ peerId, status });
    if (status === 'online') setMessages([]);
  }

  useEffect(() => {
    if (status !== 'online') return;
    let live = true;
    imClient
      .request<Page>('history', { peerId })
      .then((page) => {
        if (!live) return;
        scrollTo.current = { bottom: true };
        setMessages((current) => mergeMessages(current, page.list));
        setHasMore(page.hasMore);
        void inbox.markRead(peerId);
      })
      .catch((error: unknown) => live && error instanceof ApiError && toast.error(error.message));
    return () => {
      live = false;
    };
  }, [peerId, status]);

  useLayoutEffect(() => {
    const el = list.current;
    const wanted = scrollTo.current;
    if (!el || !wanted) return;
    el.scrollTop = 'bottom' in wanted ? el.scrollHeight : el.scrollHeight - wanted.fromBottom;
    scrollTo.current = null;
  }, [messages]);

  usePrivateMessages((message) => {
    if (!myId || peerOf(message, myId) !== peerId) return;
    const el = list.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 80) scrollTo.current = { bottom: true };
    setMessages((current) => mergeMessages(current, [message]));
    if (message.from === peerId) void inbox.markRead(peerId);
  });

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!hasMore || loading || !oldest) return;
    setLoading(true);
    imClient
      .request<Page>('history', { peerId, beforeId: oldest.id })
      .then((page) => {
        const el = list.current;
        if (el) scrollTo.current = { fromBottom: el.scrollHeight - el.scrollTop };
        setMessages((current) => mergeMessages(current, page.list));
        setHasMore(page.hasMore);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [hasMore, loading, messages, peerId]);

  const send = async (body: ImMessageBody): Promise<boolean> => {
    try {
      const message = await imClient.send(
        peerId,
        body,
        `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      );
      scrollTo.current = { bottom: true };
      setMessages((current) => mergeMessages(current, [message]));
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError && error.message !== 'offline' ? error.message : t('offline'));
      return false;
    }
  };

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
      {loading && <div className="im-thread__loading muted small">{t('loading')}</div>}
      <MessageList messages={messages} me={myId} onNearTop={loadOlder} listRef={list} />
      <Composer onSend={send} disabled={status !== 'online'} />
    </section>
  );
}

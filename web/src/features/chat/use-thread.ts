import type { ImMessage, ImMessageBody } from '@arena/protocol';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import type { ImStatus } from '../../realtime/im-client';
import { toast } from '../../ui/feedback';
import { mergeMessages } from './message-rules';

export interface ThreadPage {
  list: ImMessage[];
  hasMore: boolean;
}

/** Within this distance of the bottom an arriving message keeps the view at the bottom. */
const FOLLOW_WITHIN_PX = 80;

/**
 * The messages of one thread, a private conversation or a group chat: its newest page each time the
 * inbox comes online (what was missed meanwhile may not join what is on screen), older pages when
 * the reader nears the top (the view stays where it was), arrivals (followed when the reader is at
 * the bottom) and sending. `key` names the thread; `page` and `post` are read at call time.
 */
export function useThread({
  key,
  status,
  page,
  post,
  onOpened,
}: {
  key: string;
  status: ImStatus;
  page: (beforeId?: string) => Promise<ThreadPage>;
  post: (body: ImMessageBody, clientId: string) => Promise<ImMessage>;
  /** After the newest page arrived: the thread is read. */
  onOpened?: () => void;
}) {
  const { t } = useTranslation('chat');
  const [messages, setMessages] = useState<ImMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // How to place the scroll after the next render: at the bottom, or where the reader was before older rows arrived.
  const scrollTo = useRef<{ bottom: true } | { fromBottom: number } | null>(null);
  const calls = useRef({ page, post, onOpened });
  useLayoutEffect(() => {
    calls.current = { page, post, onOpened };
  });

  const [shownFor, setShownFor] = useState({ key, status });
  if (shownFor.key !== key || shownFor.status !== status) {
    setShownFor({ key, status });
    if (status === 'online') setMessages([]);
  }

  useEffect(() => {
    if (status !== 'online') return;
    let live = true;
    calls.current
      .page()
      .then((newest) => {
        if (!live) return;
        scrollTo.current = { bottom: true };
        setMessages((current) => mergeMessages(current, newest.list));
        setHasMore(newest.hasMore);
        calls.current.onOpened?.();
      })
      .catch((error: unknown) => live && error instanceof ApiError && toast.error(error.message));
    return () => {
      live = false;
    };
  }, [key, status]);

  useLayoutEffect(() => {
    const el = listRef.current;
    const wanted = scrollTo.current;
    if (!el || !wanted) return;
    el.scrollTop = 'bottom' in wanted ? el.scrollHeight : el.scrollHeight - wanted.fromBottom;
    scrollTo.current = null;
  }, [messages]);

  /** A message pushed to this thread (a member's, or one's own from another tab). */
  const arrived = useCallback((message: ImMessage) => {
    const el = listRef.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_WITHIN_PX) scrollTo.current = { bottom: true };
    setMessages((current) => mergeMessages(current, [message]));
  }, []);

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!hasMore || loading || !oldest) return;
    setLoading(true);
    calls.current
      .page(oldest.id)
      .then((older) => {
        const el = listRef.current;
        if (el) scrollTo.current = { fromBottom: el.scrollHeight - el.scrollTop };
        setMessages((current) => mergeMessages(current, older.list));
        setHasMore(older.hasMore);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [hasMore, loading, messages]);

  const send = async (body: ImMessageBody): Promise<boolean> => {
    try {
      const message = await calls.current.post(
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

  return { messages, loading, listRef, loadOlder, arrived, send };
}

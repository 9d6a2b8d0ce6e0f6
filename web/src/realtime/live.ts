import type { IndexSport, LiveMessage } from '@arena/protocol';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { session } from '../api/session';
import { currentLang } from '../i18n/i18n';
import { LiveSocket } from './live-socket';
import { loadSocketIo } from './socket-like';

/** The site's one live socket, opened by the realtime host after the first render. */
export const liveSocket = new LiveSocket({
  load: loadSocketIo,
  identity: () => {
    const user = session.get().user;
    return user ? { userId: user.id, userSig: user.userSig } : {};
  },
  lang: currentLang,
});

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => liveSocket.onStatus(listener),
    () => liveSocket.connected,
  );
}

/** Calls `handler` with every message of the live socket while the component is mounted. */
export function useLiveMessages(handler: (message: LiveMessage) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveSocket.subscribe((message) => latest.current(message)), []);
}

/**
 * Receives a sport's code 100 index data while mounted. `resync` runs each time the server confirms
 * the subscription (at first and after every reconnect): what was pushed before it is read from the
 * snapshot again.
 */
export function useIndexData(sport: IndexSport | undefined, resync: () => void): void {
  const latest = useRef(resync);
  useEffect(() => {
    latest.current = resync;
  });
  useEffect(() => {
    if (!sport) return;
    const stop = liveSocket.onIndexSubscribed((subscribed) => {
      if (subscribed === sport) latest.current();
    });
    liveSocket.classify(sport);
    return () => {
      stop();
      liveSocket.classify('none');
    };
  }, [sport]);
}

import { type IndexSport, type LiveMessage, liveRooms } from '@arena/protocol';
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
    () => false,
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
 * Calls `resync` each time the server confirms a subscription of this page (`topic` as in
 * `liveRooms`): at first and after every reconnect, pushes sent before it never arrived.
 */
function useSubscribed(topic: string | undefined, resync: () => void): void {
  const latest = useRef(resync);
  useEffect(() => {
    latest.current = resync;
  });
  useEffect(() => {
    if (!topic) return;
    return liveSocket.onSubscribed((subscribed) => {
      if (subscribed === topic) latest.current();
    });
  }, [topic]);
}

/** `resync` as in useSubscribed, each time this page's socket is registered as the user (their own pushes flow). */
export function useUserSubscription(userId: number | undefined, resync: () => void): void {
  useSubscribed(userId ? liveRooms.user(userId) : undefined, resync);
}

/** Receives a sport's code 100 index data while mounted; `resync` as in useSubscribed. */
export function useIndexData(sport: IndexSport | undefined, resync: () => void): void {
  useSubscribed(sport && liveRooms.index(sport), resync);
  useEffect(() => {
    if (!sport) return;
    liveSocket.classify(sport);
    return () => liveSocket.classify('none');
  }, [sport]);
}

/** Receives a live room's code 200 events while mounted; `resync` as in useSubscribed. */
export function useRoomSubscription(roomId: number, resync: () => void): void {
  useSubscribed(liveRooms.room(roomId), resync);
  useEffect(() => liveSocket.enterRoom(roomId), [roomId]);
}

/** Receives the danmaku posted on a video while mounted (code 200 `videoDanmaku`); `resync` as in useSubscribed. */
export function useVideoSubscription(videoId: number, resync: () => void): void {
  useSubscribed(videoId ? liveRooms.video(videoId) : undefined, resync);
  useEffect(() => (videoId ? liveSocket.enterVideo(videoId) : undefined), [videoId]);
}

import type { LiveMessage } from '@arena/protocol';
import { useEffect } from 'react';
import { liveSocket, useLiveMessages } from '../../../realtime/live';

export type RoomEvent = Extract<LiveMessage, { roomId: number }>;

/** The code 200 events of one room (taboo, shield, staff, seal, start, end...) while the page is open. */
export function useRoomEvents(roomId: number, handler: (event: RoomEvent) => void): void {
  useEffect(() => liveSocket.enterRoom(roomId), [roomId]);
  useLiveMessages((message) => {
    if (message.code === 200 && 'roomId' in message && message.roomId === roomId) handler(message);
  });
}

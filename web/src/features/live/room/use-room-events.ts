import type { LiveMessage } from '@arena/protocol';
import { useLiveMessages, useRoomSubscription } from '../../../realtime/live';

export type RoomEvent = Extract<LiveMessage, { roomId: number }>;

/**
 * The code 200 events of one room (taboo, shield, staff, seal, start, end...) while the page is open;
 * `entered` runs each time the server has the page in the room (at first and after a reconnect).
 */
export function useRoomEvents(roomId: number, handler: (event: RoomEvent) => void, entered: () => void): void {
  useRoomSubscription(roomId, entered);
  useLiveMessages((message) => {
    if (message.code === 200 && 'roomId' in message && message.roomId === roomId) handler(message);
  });
}

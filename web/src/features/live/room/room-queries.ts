import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api';
import type { DataOf } from '../../../api/typed';
import { currentLang } from '../../../i18n/i18n';
import { liveKeys } from '../live-keys';

export type RoomInfo = DataOf<'/api/Live_streaming/getRoomInfo', 'post'>;
export type ViewerStatus = DataOf<'/api/Live/getUserStatus', 'post'>;

/** The live service counts watching time from a viewer's reads of the room, one a minute. */
const WATCH_READ_MS = 60_000;

/**
 * Live_streaming/getRoomInfo of a room as the room page asks it: also the call the edge draws
 * /live's first screen with (entry-server.tsx) and `public/early-requests.js` starts (the same body).
 */
export const roomInfoQuery = (roomId: number, lang: string) =>
  ({
    key: [...liveKeys.room(roomId), 'info', lang],
    method: 'POST',
    url: '/api/Live_streaming/getRoomInfo',
    body: JSON.stringify({ room_id: roomId }),
  }) as const;

/** Live_streaming/getRoomInfo: reading it is entering the room (watch history), re-read each minute. */
export function useRoomInfo(roomId: number) {
  return useQuery({
    queryKey: roomInfoQuery(roomId, currentLang()).key,
    queryFn: () => api.post('/api/Live_streaming/getRoomInfo', { room_id: roomId }, { silent: true }),
    enabled: Number.isInteger(roomId) && roomId > 0,
    refetchInterval: WATCH_READ_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}

/** Live/getUserStatus: the viewer's role in the room (may they moderate?), mute and shield. */
export function useViewerStatus(roomId: number, loggedIn: boolean) {
  return useQuery({
    queryKey: liveKeys.roomMe(roomId),
    queryFn: () => api.post('/api/Live/getUserStatus', { room_id: roomId }, { silent: true }),
    enabled: loggedIn,
    staleTime: 30_000,
  });
}

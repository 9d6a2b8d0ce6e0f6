import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { currentLang } from '../../../i18n/i18n';
import { liveKeys } from '../live-keys';

export interface RoomListQuery {
  /** The /anchor type: 0 recommended, 1..6 a sport. */
  type: number;
  /** A custom category of that type. */
  id?: number;
  /** Only the rooms with a broadcast of this match scheduled. */
  matchId?: number;
  page?: number;
  limit?: number;
}

/** Live/getRoomList, keyed by language too (names and type labels come translated). */
export function useRoomList({ type, id, matchId, page = 1, limit = 20 }: RoomListQuery) {
  const lang = currentLang();
  return useQuery({
    queryKey: liveKeys.rooms(lang, type, id ?? (matchId ? `match:${matchId}` : null), page, limit),
    queryFn: () => api.get('/api/Live/getRoomList', { type, id, match_id: matchId, page, limit }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

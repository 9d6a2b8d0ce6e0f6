import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/api';
import type { DataOf } from '../../../../api/typed';

export type StreamerRoom = DataOf<'/api/streamer-room', 'get'>;
export const STREAMER_ROOM_KEY = ['live', 'streamer-room'] as const;

/** The streamer's own room settings (GET /api/streamer-room). */
export function useStreamerRoom() {
  return useQuery({ queryKey: STREAMER_ROOM_KEY, queryFn: () => api.get('/api/streamer-room') });
}

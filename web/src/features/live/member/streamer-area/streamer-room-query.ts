import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/api';
import type { DataOf } from '../../../../api/typed';
import { liveKeys } from '../../live-keys';

export type StreamerRoom = DataOf<'/api/streamer-room', 'get'>;

/** The streamer's own room settings (GET /api/streamer-room). */
export function useStreamerRoom() {
  return useQuery({ queryKey: liveKeys.streamerRoom, queryFn: () => api.get('/api/streamer-room') });
}

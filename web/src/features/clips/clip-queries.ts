import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/api';
import type { DataOf, InputOf } from '../../api/typed';
import { currentLang } from '../../i18n/i18n';

export type ClipItem = DataOf<'/api/clips', 'get'>['list'][number];
export type ClipState = DataOf<'/api/clips/state', 'get'>;

/** Every clip query key, under `['clips']`: a new clip invalidates the lists. */
export const clipKeys = {
  all: ['clips'] as const,
  room: (roomId: number, lang: string) => ['clips', 'room', roomId, lang] as const,
  match: (matchId: number, lang: string) => ['clips', 'match', matchId, lang] as const,
  state: (id: number) => ['clips', 'state', id] as const,
};

/** A room's clips, newest first (goal clips marked). */
export function useRoomClips(roomId: number) {
  const lang = currentLang();
  return useQuery({
    queryKey: clipKeys.room(roomId, lang),
    queryFn: () => api.get('/api/clips', { room_id: roomId, limit: 30 }),
    staleTime: 15_000,
  });
}

/** A match's goal clips (the rooms broadcasting it), to show beside its goals. */
export function useMatchClips(matchId: number) {
  const lang = currentLang();
  return useQuery({
    queryKey: clipKeys.match(matchId, lang),
    queryFn: () => api.get('/api/clips', { match_id: matchId, limit: 50 }, { silent: true }),
    staleTime: 15_000,
  });
}

/** Where a clip being cut stands, read every second until it is ready or failed. */
export function useClipState(id: number | undefined) {
  return useQuery({
    queryKey: clipKeys.state(id ?? 0),
    queryFn: () => api.get('/api/clips/state', { id: id! }),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'cutting' ? false : 1000),
  });
}

/** Clip a live room's last 30 or 60 seconds; errors are shown in the dialog (silent: no toast). */
export function useLiveClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NonNullable<InputOf<'/api/clips/live', 'post'>>) =>
      api.post('/api/clips/live', input, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clipKeys.all }),
  });
}

/** Clip 5 to 120 seconds of a replay. */
export function useRangeClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NonNullable<InputOf<'/api/clips/range', 'post'>>) =>
      api.post('/api/clips/range', input, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clipKeys.all }),
  });
}

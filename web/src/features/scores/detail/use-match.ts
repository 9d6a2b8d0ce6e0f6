import type { IndexSport } from '@arena/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api';
import type { DataOf } from '../../../api/typed';
import { currentLang } from '../../../i18n/i18n';
import { useIndexData, useLiveMessages } from '../../../realtime/live';
import { applyDelta } from '../feed/match-feed';
import { scoresKeys } from '../scores-keys';

export type MatchDetail = DataOf<'/api/scores/match', 'get'>;
export type MatchEvent = MatchDetail['events'][number];

/**
 * A match page's snapshot (row, events, statistics by period, squads), kept current: the next change of
 * the match moves the header at once and the snapshot is read again for its events and statistics (a
 * statistics change is pushed as a change of the match, with its `seq`, like any other); a missed
 * number (or a correction) is a reload too, so the page never shows a score the service does not.
 */
export function useMatch(matchId: number) {
  const queryClient = useQueryClient();
  const key = scoresKeys.match(matchId, currentLang());
  const match = useQuery({
    queryKey: key,
    queryFn: () => api.get('/api/scores/match', { match_id: matchId }),
    enabled: matchId > 0,
  });
  const sport = match.data?.sport as IndexSport | undefined;

  useIndexData(sport, () => void queryClient.invalidateQueries({ queryKey: key }));

  useLiveMessages((message) => {
    if (message.code !== 100 || message.type !== sport) return;
    const deltas = (message.data as { list?: (Partial<MatchDetail> & { match_id: number; seq: number })[] }).list ?? [];
    const delta = deltas.filter((d) => d.match_id === matchId).at(-1);
    const current = queryClient.getQueryData<MatchDetail>(key);
    if (!delta || !current) return;
    const { rows, result } = applyDelta([current], delta);
    if (result === 'stale') return;
    if (result === 'applied') queryClient.setQueryData<MatchDetail>(key, rows[0]);
    void queryClient.invalidateQueries({ queryKey: key });
  });

  return match;
}

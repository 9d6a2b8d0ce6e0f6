import type { IndexSport } from '@arena/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api/api';
import type { DataOf } from '../../../api/typed';
import { currentLang } from '../../../i18n/i18n';
import { useIndexData, useLiveMessages } from '../../../realtime/live';
import { gameSoundSettings } from '../goal/game-sound-settings';
import { applyDelta, keepNewerRows } from '../feed/match-feed';
import { scoresKeys } from '../scores-keys';

export type MatchPage = DataOf<'/api/scores/matches', 'get'>;
export type MatchRow = MatchPage['list'][number];

/** How long a row stays highlighted after a goal or a card. */
const FLASH_MS = 6000;

/** Today and the days around it, as the service counts them (UTC days). */
export function dayOf(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Which matches of the sport: one day's, or some of one competition's (the cup hub): those in one
 * state, earliest or latest kick-off first, so a season's history never pushes today's off the page.
 */
export type MatchListFilter =
  { date: string } | { competitionId: number; status: MatchRow['status']; order: 'asc' | 'desc'; limit: number };

function queryOf(filter: MatchListFilter) {
  return 'date' in filter
    ? { date: filter.date, limit: 200 }
    : { competition_id: filter.competitionId, status: filter.status, order: filter.order, limit: filter.limit };
}

/** A change of a match the list does not hold that the list should: one of its competition entering its state. */
function belongsTo(filter: MatchListFilter, delta: Partial<MatchRow>): boolean {
  return !('date' in filter) && delta.competition_id === filter.competitionId && delta.status === filter.status;
}

/**
 * One day's (or one competition's) matches of a sport, kept live: the page subscribes to the sport's code 100 index data,
 * applies each change to its match by the match's sequence number, reloads the list when a number
 * was missed, and reports which rows just had a goal or (if the sound settings ask for it) a card.
 */
export function useMatchList(sport: IndexSport, filter: MatchListFilter) {
  const queryClient = useQueryClient();
  const lang = currentLang();
  const query = queryOf(filter);
  // A day's key is the one other pages read that day's list under.
  const key = scoresKeys.matches(sport, 'date' in filter ? `date:${filter.date}` : JSON.stringify(query), lang);
  const matches = useQuery({
    queryKey: key,
    queryFn: async () => {
      const page = await api.get('/api/scores/matches', { sport, ...query });
      // A push may have moved a row past what a reload answers (a copy kept a moment): it stays.
      return { ...page, list: keepNewerRows(queryClient.getQueryData<MatchPage>(key)?.list, page.list) };
    },
    placeholderData: (previous) => previous,
  });
  const [flashing, setFlashing] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useIndexData(sport, () => void queryClient.invalidateQueries({ queryKey: key }));

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const flash = (matchId: number) => {
    setFlashing((current) => new Set(current).add(matchId));
    clearTimeout(timers.current.get(matchId));
    timers.current.set(
      matchId,
      setTimeout(() => {
        timers.current.delete(matchId);
        setFlashing((current) => new Set([...current].filter((id) => id !== matchId)));
      }, FLASH_MS),
    );
  };

  useLiveMessages((message) => {
    if (message.code !== 100 || message.type !== sport) return;
    const deltas = (message.data as { list?: (Partial<MatchRow> & { match_id: number; seq: number })[] }).list ?? [];
    let missed = false;
    for (const delta of deltas) {
      const page = queryClient.getQueryData<MatchPage>(key);
      if (!page) return;
      const before = page.list.find((row) => row.match_id === delta.match_id);
      const { rows, result } = applyDelta(page.list, delta);
      if (result === 'gap' || (result === 'unknown' && belongsTo(filter, delta))) missed = true;
      if (result !== 'applied' || !before) continue;
      queryClient.setQueryData<MatchPage>(key, { ...page, list: [...rows] });
      const after = rows.find((row) => row.match_id === delta.match_id) as MatchRow;
      const sound = gameSoundSettings.get();
      const scored = after.home_score + after.away_score !== before.home_score + before.away_score;
      const red = sound.red && after.home_red + after.away_red > before.home_red + before.away_red;
      const yellow = sound.yellow && after.home_yellow + after.away_yellow > before.home_yellow + before.away_yellow;
      if (scored || red || yellow) flash(delta.match_id);
    }
    // A missed change, or a match of this list it lacks: the list is reloaded (the snapshot) instead of showing a wrong one.
    if (missed) void queryClient.invalidateQueries({ queryKey: key });
  });

  return { matches, flashing };
}

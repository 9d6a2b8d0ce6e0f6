import type { MatchDetail, MatchEvent } from './use-match';

export interface StatLine {
  key: string;
  home: number;
  away: number;
}

/** Which period an event belongs to: the half (football, 45 minutes) or the quarter (basketball, 12). */
export function periodOf(event: Pick<MatchEvent, 'minute'>, football: boolean): number {
  return football ? (event.minute <= 45 ? 1 : 2) : Math.min(4, Math.floor(Math.max(0, event.minute - 1) / 12) + 1);
}

const count = (events: MatchEvent[], types: string[], side: 'home' | 'away') =>
  events.filter((e) => types.includes(e.type) && e.side === side).length;

/**
 * Paired statistics from the recorded events, for the whole match (period 0) or one period. Goals count
 * for the side that benefits (an own goal for the other one); basketball adds up the points.
 */
export function matchStats(match: MatchDetail, period: number): StatLine[] {
  const football = match.sport === 'football';
  const events = match.events.filter((e) => e.type !== 'period' && (period === 0 || periodOf(e, football) === period));
  if (!football) {
    const points = (side: 'home' | 'away') => events.filter((e) => e.type === 'points' && e.side === side).reduce((sum, e) => sum + e.points, 0);
    return [{ key: 'points', home: points('home'), away: points('away') }];
  }
  const goals = (side: 'home' | 'away', other: 'home' | 'away') => count(events, ['goal', 'penalty'], side) + count(events, ['own_goal'], other);
  return [
    { key: 'goals', home: goals('home', 'away'), away: goals('away', 'home') },
    { key: 'corners', home: count(events, ['corner'], 'home'), away: count(events, ['corner'], 'away') },
    { key: 'yellow', home: count(events, ['yellow'], 'home'), away: count(events, ['yellow'], 'away') },
    { key: 'red', home: count(events, ['red'], 'home'), away: count(events, ['red'], 'away') },
    { key: 'substitutions', home: count(events, ['substitution'], 'home'), away: count(events, ['substitution'], 'away') },
  ];
}

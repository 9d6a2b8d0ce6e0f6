import type { MatchDetail } from './use-match';

export type MatchStat = MatchDetail['stats'][number];
export type StatKey = MatchStat['key'];

export interface StatLine {
  key: StatKey;
  home: number;
  away: number;
}

/** Shown as a percentage (home + away = 100), averaged over the periods for the whole match. */
export const isPercent = (key: StatKey): boolean => key === 'possession';

/**
 * The service's statistics (kept by period) for one period, or for the whole match (period 0): the
 * sum of the periods, but possession, which is the average of the periods that have it. Keys keep
 * the service's order.
 */
export function matchStats(stats: readonly MatchStat[], period: number): StatLine[] {
  if (period !== 0) return stats.filter((s) => s.period === period).map(({ key, home, away }) => ({ key, home, away }));
  const lines = new Map<StatKey, StatLine & { periods: number }>();
  for (const s of stats) {
    const line = lines.get(s.key) ?? { key: s.key, home: 0, away: 0, periods: 0 };
    if (isPercent(s.key) && s.home + s.away === 0) {
      lines.set(s.key, line);
      continue;
    }
    line.home += s.home;
    line.away += s.away;
    line.periods++;
    lines.set(s.key, line);
  }
  return [...lines.values()].map(({ key, home, away, periods }) => {
    if (!isPercent(key) || periods === 0) return { key, home, away };
    const share = Math.round(home / periods);
    return { key, home: share, away: 100 - share };
  });
}

/** How much of the bar is the home side's, in per cent (half each when neither has any). */
export function homeShare(line: StatLine): number {
  const total = line.home + line.away;
  return total === 0 ? 50 : (line.home / total) * 100;
}

import { LENGTH } from '../fixtures/match-plan';
import { Sport } from '../fixtures/names';

/** A match's statistics by machine key, in the order the page shows them; labels are the site's. */
export const STAT_KEYS = {
  football: [
    'possession',
    'goals',
    'shots',
    'shots_on_target',
    'saves',
    'corners',
    'fouls',
    'offsides',
    'yellow',
    'red',
    'substitutions',
  ],
  basketball: ['points', 'field_goals', 'three_pointers', 'free_throws', 'rebounds', 'assists', 'fouls', 'turnovers'],
} as const satisfies Record<Sport, readonly string[]>;

export const ALL_STAT_KEYS = [...new Set([...STAT_KEYS.football, ...STAT_KEYS.basketball])] as [StatKey, ...StatKey[]];
export type StatKey = (typeof STAT_KEYS)[Sport][number];

/** Counted from the recorded events (so they always agree with them): neither the provider nor an administrator sets them. */
export const FROM_EVENTS: Record<Sport, readonly StatKey[]> = {
  football: ['goals', 'corners', 'yellow', 'red', 'substitutions'],
  basketball: ['points'],
};

/** What the provider (or an administrator) sets: every key of the sport but those counted from events. */
export const PROVIDED: Record<Sport, readonly StatKey[]> = {
  football: STAT_KEYS.football.filter((key) => !FROM_EVENTS.football.includes(key)),
  basketball: STAT_KEYS.basketball.filter((key) => !FROM_EVENTS.basketball.includes(key)),
};

export type StatSide = 'home' | 'away';

/** One stored value: a period's statistic of one side. */
export interface StatValue {
  period: number;
  side: StatSide;
  key: StatKey;
  value: number;
}

/** Halves (football) or quarters (basketball). */
export const periodsOf = (sport: Sport): number => LENGTH[sport].periods.length + 1;

/** The period a match minute belongs to: a period's last minute is its own (45 is the first half, 12 the first quarter). */
export function periodOfMinute(sport: Sport, minute: number): number {
  return 1 + LENGTH[sport].periods.filter((end) => minute > end).length;
}

const GOALS = new Set(['goal', 'penalty', 'own_goal']);
const COUNTED: Record<string, StatKey> = {
  corner: 'corners',
  yellow: 'yellow',
  red: 'red',
  substitution: 'substitutions',
};

/** The event-counted statistics of a match: goals for the side that benefits (an own goal for the other one), corners, cards, substitutions; basketball points. */
export function eventStats(
  sport: Sport,
  events: readonly { type: string; side: string | null; minute: number; points: number }[],
): StatValue[] {
  const sums = new Map<string, StatValue>();
  const add = (period: number, side: StatSide, key: StatKey, amount: number) => {
    const id = `${period}:${side}:${key}`;
    const found = sums.get(id);
    if (found) found.value += amount;
    else sums.set(id, { period, side, key, value: amount });
  };
  for (const e of events) {
    if (e.side !== 'home' && e.side !== 'away') continue;
    const period = periodOfMinute(sport, e.minute);
    const other: StatSide = e.side === 'home' ? 'away' : 'home';
    if (sport === 'basketball') {
      if (e.type === 'points') add(period, e.side, 'points', e.points);
    } else if (GOALS.has(e.type)) add(period, e.type === 'own_goal' ? other : e.side, 'goals', 1);
    else if (COUNTED[e.type]) add(period, e.side, COUNTED[e.type], 1);
  }
  return [...sums.values()];
}

export interface StatLine {
  period: number;
  key: StatKey;
  home: number;
  away: number;
  corrected: boolean;
}

/**
 * What a match page reads: every key of the sport for each period begun (or holding a value), home
 * against away, 0 where nothing is stored.
 */
export function statLines(
  sport: Sport,
  currentPeriod: number,
  rows: readonly { period: number; side: string; key: string; value: number; corrected: boolean }[],
): StatLine[] {
  const last = Math.min(periodsOf(sport), Math.max(currentPeriod, 0, ...rows.map((r) => r.period)));
  const byId = new Map(rows.map((r) => [`${r.period}:${r.side}:${r.key}`, r]));
  const lines: StatLine[] = [];
  for (let period = 1; period <= last; period++) {
    for (const key of STAT_KEYS[sport]) {
      const home = byId.get(`${period}:home:${key}`);
      const away = byId.get(`${period}:away:${key}`);
      lines.push({
        period,
        key,
        home: home?.value ?? 0,
        away: away?.value ?? 0,
        corrected: Boolean(home?.corrected || away?.corrected),
      });
    }
  }
  return lines;
}

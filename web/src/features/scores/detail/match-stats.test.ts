import { describe, expect, it } from 'vitest';
import { matchStats, periodOf } from './match-stats';
import type { MatchDetail } from './use-match';

const event = (seq: number, minute: number, type: string, side: 'home' | 'away' | null, points = 0) => ({ seq, minute, type, side, player_name: '', points, period: 0, home_score: 0, away_score: 0, corrected: false });

const match = (sport: 'football' | 'basketball', events: ReturnType<typeof event>[]) => ({ sport, events }) as unknown as MatchDetail;

describe('statistics from the events', () => {
  it('counts football events per side and per half, an own goal for the other side', () => {
    const m = match('football', [event(1, 10, 'goal', 'home'), event(2, 30, 'corner', 'away'), event(3, 44, 'own_goal', 'home'), event(4, 46, 'period', null), event(5, 60, 'yellow', 'away'), event(6, 88, 'penalty', 'away')]);
    const line = (period: number, key: string) => matchStats(m, period).find((s) => s.key === key);
    expect(line(0, 'goals')).toEqual({ key: 'goals', home: 1, away: 2 });
    expect(line(1, 'goals')).toEqual({ key: 'goals', home: 1, away: 1 });
    expect(line(2, 'goals')).toEqual({ key: 'goals', home: 0, away: 1 });
    expect(line(1, 'corners')).toEqual({ key: 'corners', home: 0, away: 1 });
    expect(line(2, 'yellow')).toEqual({ key: 'yellow', home: 0, away: 1 });
  });

  it('adds up basketball points by quarter of 12 minutes', () => {
    const m = match('basketball', [event(1, 3, 'points', 'home', 2), event(2, 12, 'points', 'away', 3), event(3, 13, 'points', 'home', 1)]);
    expect(matchStats(m, 0)).toEqual([{ key: 'points', home: 3, away: 3 }]);
    expect(matchStats(m, 1)).toEqual([{ key: 'points', home: 2, away: 3 }]);
    expect(matchStats(m, 2)).toEqual([{ key: 'points', home: 1, away: 0 }]);
    expect(periodOf({ minute: 48 }, false)).toBe(4);
  });
});

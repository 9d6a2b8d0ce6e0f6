import { describe, expect, it } from 'vitest';
import { homeShare, matchStats, type MatchStat } from './match-stats';

const stat = (period: number, key: MatchStat['key'], home: number, away: number): MatchStat => ({
  period,
  key,
  home,
  away,
  corrected: false,
});

describe('statistics by period from the service', () => {
  const football = [
    stat(1, 'possession', 60, 40),
    stat(1, 'shots', 5, 2),
    stat(1, 'corners', 1, 0),
    stat(2, 'possession', 45, 55),
    stat(2, 'shots', 3, 4),
    stat(2, 'corners', 0, 2),
  ];

  it('shows one period as the service keeps it, in its order', () => {
    expect(matchStats(football, 2)).toEqual([
      { key: 'possession', home: 45, away: 55 },
      { key: 'shots', home: 3, away: 4 },
      { key: 'corners', home: 0, away: 2 },
    ]);
    expect(matchStats(football, 3)).toEqual([]);
  });

  it('adds the periods up for the whole match, but averages possession (still adding up to 100)', () => {
    expect(matchStats(football, 0)).toEqual([
      { key: 'possession', home: 53, away: 47 },
      { key: 'shots', home: 8, away: 6 },
      { key: 'corners', home: 1, away: 2 },
    ]);
  });

  it('leaves out a period without possession yet (the second half just begun) from the average', () => {
    expect(matchStats([stat(1, 'possession', 58, 42), stat(2, 'possession', 0, 0)], 0)).toEqual([
      { key: 'possession', home: 58, away: 42 },
    ]);
  });

  it('adds up basketball quarters', () => {
    const basketball = [
      stat(1, 'points', 20, 18),
      stat(2, 'points', 25, 30),
      stat(1, 'rebounds', 9, 11),
      stat(2, 'rebounds', 10, 8),
    ];
    expect(matchStats(basketball, 0)).toEqual([
      { key: 'points', home: 45, away: 48 },
      { key: 'rebounds', home: 19, away: 19 },
    ]);
  });

  it("gives the home side's share of the bar", () => {
    expect(homeShare({ key: 'possession', home: 60, away: 40 })).toBe(60);
    expect(homeShare({ key: 'shots', home: 3, away: 1 })).toBe(75);
    expect(homeShare({ key: 'red', home: 0, away: 0 })).toBe(50);
  });
});

import type { MatchRecord } from '@arena/contracts';
import { writeMatchReport } from './match-report';
import { resultOf } from './match-result';

const n = (en: string) => ({ zh: `${en}（中）`, en, vi: `${en} (vi)` });
const record = (over: Partial<MatchRecord>): MatchRecord => ({
  match_id: 9,
  sport: 'football',
  status: 'finished',
  competition: n('Coastal League'),
  home: n('Harbour FC'),
  away: n('Hill Rovers'),
  start_time: '2026-11-28T12:00:00.000Z',
  home_score: 0,
  away_score: 0,
  events: [],
  stats: [],
  standings: { home: { before: 5, after: 3 }, away: { before: 2, after: 2 } },
  ...over,
});
const event = (
  minute: number,
  type: string,
  side: 'home' | 'away',
  player: string | null,
  score: [number, number],
  points = 0,
) => ({
  minute,
  type,
  side,
  player: player ? n(player) : null,
  points,
  home_score: score[0],
  away_score: score[1],
});

describe('a match record read for its report', () => {
  it('finds the half-time score, an equaliser, a comeback and a sending-off, and how the table moved', () => {
    const result = resultOf(
      record({
        home_score: 2,
        away_score: 1,
        events: [
          event(20, 'goal', 'away', 'Ari Moss', [0, 1]),
          event(44, 'yellow', 'home', 'Ben Vale', [0, 1]),
          event(55, 'own_goal', 'away', 'Cal Reed', [1, 1]),
          event(70, 'red', 'away', 'Dan Pike', [1, 1]),
          event(88, 'goal', 'home', 'Eli Hart', [2, 1]),
        ],
        stats: [{ key: 'possession', home: 61, away: 39 }],
      }),
    );
    expect(result.halfTime).toEqual({ home: 0, away: 1 });
    expect(result.cards).toEqual({ home: 1, away: 1 });
    expect(result.scorers.map((s) => [s.minute, s.side, s.kind])).toEqual([
      [20, 'away', 'goal'],
      [55, 'home', 'own_goal'],
      [88, 'home', 'goal'],
    ]);
    expect(result.turningPoints?.map((t) => [t.minute, t.side, t.kind])).toEqual([
      [55, 'home', 'equaliser'],
      [70, 'away', 'red'],
      [88, 'home', 'lead_change'],
    ]);
    const report = writeMatchReport(result);
    expect(report.body.en).toContain('Eli Hart put Harbour FC ahead in the 88th minute');
    expect(report.body.en).toContain('Possession 61% - 39%');
    expect(report.body.en).toContain('In the table, Harbour FC climb from 5th to 3rd and Hill Rovers stay 2nd.');
    expect(report.body.zh).toContain('Harbour FC（中）从第5升至第3');
    expect(report.body.vi).toContain('Hill Rovers (vi) giữ vị trí thứ 2');
  });

  it("names each side's top scorer in basketball and leaves out a table it cannot place", () => {
    const result = resultOf(
      record({
        sport: 'basketball',
        home_score: 7,
        away_score: 3,
        events: [
          event(3, 'points', 'home', 'Kim Lo', [2, 0], 2),
          event(10, 'points', 'away', 'Sam Ray', [2, 3], 3),
          event(30, 'points', 'home', 'Kim Lo', [5, 3], 3),
          event(40, 'points', 'home', 'Jo Park', [7, 3], 2),
        ],
        standings: { home: { before: 0, after: 0 }, away: { before: 0, after: 0 } },
      }),
    );
    expect(result.scorers).toEqual([
      { minute: 0, side: 'home', kind: 'points', player: n('Kim Lo'), points: 5 },
      { minute: 0, side: 'away', kind: 'points', player: n('Sam Ray'), points: 3 },
    ]);
    expect(result.halfTime).toEqual({ home: 2, away: 3 });
    expect(writeMatchReport(result).body.en).not.toMatch(/table/);
  });
});

import { describe, expect, it } from 'vitest';
import { applyDelta, keepNewerRows } from './match-feed';

const rows = [
  { match_id: 1, seq: 10, minute: 12, home_score: 0, away_score: 0 },
  { match_id: 2, seq: 4, minute: 40, home_score: 1, away_score: 1 },
];

describe('index data numbered per match', () => {
  it('applies the next change of a match to its row and keeps the others', () => {
    const { rows: next, result } = applyDelta(rows, { match_id: 1, seq: 11, minute: 13, home_score: 1 });
    expect(result).toBe('applied');
    expect(next).toEqual([{ match_id: 1, seq: 11, minute: 13, home_score: 1, away_score: 0 }, rows[1]]);
  });

  it('ignores a change already shown, whatever its content', () => {
    expect(applyDelta(rows, { match_id: 2, seq: 4, home_score: 9 })).toEqual({ rows, result: 'stale' });
    expect(applyDelta(rows, { match_id: 2, seq: 3, home_score: 9 })).toEqual({ rows, result: 'stale' });
  });

  it('reports a missed number instead of applying past it', () => {
    expect(applyDelta(rows, { match_id: 1, seq: 12, home_score: 2 })).toEqual({ rows, result: 'gap' });
  });

  it('leaves a match of another list alone', () => {
    expect(applyDelta(rows, { match_id: 3, seq: 1 })).toEqual({ rows, result: 'unknown' });
  });

  it('keeps a row a push moved on when a reload answers from an older copy', () => {
    const shown = [{ match_id: 1, seq: 11, minute: 12, home_score: 1, away_score: 0 }, rows[1]];
    const reloaded = [
      rows[0],
      { ...rows[1], seq: 5, minute: 40 },
      { match_id: 3, seq: 1, minute: 0, home_score: 0, away_score: 0 },
    ];
    expect(keepNewerRows(shown, reloaded)).toEqual([shown[0], reloaded[1], reloaded[2]]);
    expect(keepNewerRows(undefined, reloaded)).toEqual(reloaded);
  });
});

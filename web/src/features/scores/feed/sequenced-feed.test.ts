import { describe, expect, it } from 'vitest';
import { SequencedFeed } from './sequenced-feed';

interface Row {
  id: number;
  minute: number;
  home: number;
  away: number;
}

function feed() {
  let resyncs = 0;
  const f = new SequencedFeed<Row>(() => (resyncs += 1));
  f.load({ seq: 10, rows: [{ id: 1, minute: 12, home: 0, away: 0 }, { id: 2, minute: 40, home: 1, away: 1 }] });
  return { f, resyncs: () => resyncs };
}

describe('index data with sequence numbers', () => {
  it('applies the next change to the rows it names and keeps the others', () => {
    const { f, resyncs } = feed();
    expect(f.apply({ seq: 11, rows: [{ id: 1, minute: 13, home: 1 }] })).toBe('applied');
    expect(f.list()).toEqual([{ id: 1, minute: 13, home: 1, away: 0 }, { id: 2, minute: 40, home: 1, away: 1 }]);
    expect(f.sequence).toBe(11);
    expect(resyncs()).toBe(0);
  });

  it('ignores a change it has already applied', () => {
    const { f } = feed();
    f.apply({ seq: 11, rows: [{ id: 1, home: 1 }] });
    expect(f.apply({ seq: 11, rows: [{ id: 1, home: 5 }] })).toBe('stale');
    expect(f.apply({ seq: 9, rows: [{ id: 1, home: 7 }] })).toBe('stale');
    expect(f.list()[0].home).toBe(1);
  });

  it('on a missed number asks for a snapshot once, holds what arrives, and applies what is newer than the snapshot', () => {
    const { f, resyncs } = feed();
    expect(f.apply({ seq: 13, rows: [{ id: 2, minute: 42 }] })).toBe('gap');
    expect(f.apply({ seq: 14, rows: [{ id: 2, away: 2 }] })).toBe('gap');
    expect(resyncs()).toBe(1);
    expect(f.list()[1]).toEqual({ id: 2, minute: 40, home: 1, away: 1 });

    f.load({ seq: 13, rows: [{ id: 1, minute: 14, home: 1, away: 0 }, { id: 2, minute: 42, home: 1, away: 1 }] });
    expect(f.sequence).toBe(14);
    expect(f.list()).toEqual([{ id: 1, minute: 14, home: 1, away: 0 }, { id: 2, minute: 42, home: 1, away: 2 }]);
    expect(f.waitingForSnapshot).toBe(false);
  });

  it('tells its listeners after every applied change with a new list', () => {
    const { f } = feed();
    const seen: Row[][] = [];
    f.subscribe(() => seen.push(f.list()));
    f.apply({ seq: 11, rows: [{ id: 1, minute: 13 }] });
    f.apply({ seq: 11, rows: [{ id: 1, minute: 99 }] });
    expect(seen).toHaveLength(1);
    expect(seen[0][0].minute).toBe(13);
  });
});

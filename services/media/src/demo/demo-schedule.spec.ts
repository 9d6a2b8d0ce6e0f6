import { BROADCAST_MINUTES, demoLineup, nextLineupChange, SCHEDULE_BLOCK_MS } from './demo-schedule';

const rooms = Array.from({ length: 42 }, (_, i) => ({ room_id: 100 + i, type: (i % 6) + 1 }));
const MINUTE = 60_000;
/** A fixed clock: 2026-11-27 08:00 UTC. */
const T0 = Date.UTC(2026, 10, 27, 8, 0, 0);
const ids = (now: number, slots = 8) =>
  demoLineup(rooms, slots, now)
    .map((b) => b.room_id)
    .sort((a, b) => a - b);

describe("the demo broadcasts' schedule", () => {
  it('is the same for the same clock and rooms, whatever their order', () => {
    expect(demoLineup(rooms, 8, T0)).toEqual(demoLineup([...rooms].reverse(), 8, T0));
    expect(ids(T0 + 17 * MINUTE)).toEqual(ids(T0 + 17 * MINUTE));
  });

  it('keeps at most the slots on the air, never two broadcasts in one room, each in a known room', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const lineup = demoLineup(rooms, 8, T0 + minute * MINUTE);
      expect(lineup.length).toBeLessThanOrEqual(8);
      expect(new Set(lineup.map((b) => b.room_id)).size).toBe(lineup.length);
      for (const b of lineup) expect(rooms).toContainEqual({ room_id: b.room_id, type: b.type });
    }
    expect(demoLineup(rooms.slice(0, 3), 8, T0).length).toBeLessThanOrEqual(3);
    expect(demoLineup(rooms, 0, T0)).toEqual([]);
    expect(demoLineup([], 4, T0)).toEqual([]);
  });

  it('changes the live rooms and their count within an hour, broadcasts lasting minutes, not seconds', () => {
    const counts = new Set<number>();
    const sets = new Set<string>();
    for (let minute = 0; minute < 60; minute++) {
      const lineup = ids(T0 + minute * MINUTE);
      counts.add(lineup.length);
      sets.add(lineup.join(','));
    }
    expect(counts.size).toBeGreaterThan(1);
    expect(sets.size).toBeGreaterThan(5);
    for (const b of demoLineup(rooms, 8, T0)) {
      const minutes = (b.endsAt - b.startsAt) / MINUTE;
      // A broadcast is cut short only by the end of a schedule block.
      expect(
        minutes <= BROADCAST_MINUTES[1] && (minutes >= BROADCAST_MINUTES[0] || b.endsAt % SCHEDULE_BLOCK_MS === 0),
      ).toBe(true);
    }
  });

  it('tells when the line-up next changes, and nothing changes before', () => {
    let now = T0;
    for (let step = 0; step < 20; step++) {
      const next = nextLineupChange(rooms, 8, now);
      expect(next).toBeGreaterThan(now);
      expect(ids(next - 1)).toEqual(ids(now));
      expect(ids(next)).not.toEqual(ids(now));
      now = next;
    }
  });
});

/**
 * The development demo broadcasts' schedule, a pure function of the clock: `slots` broadcasts at a
 * time at most, each slot a chain of broadcasts of 6 to 25 minutes in one of its rooms with a pause of
 * half a minute to 3 minutes between them, so over an hour rooms go on and off the air and the count
 * of live rooms moves. Rooms are dealt to the slots (a room belongs to one slot: two slots never pick
 * the same room); the same clock and rooms always give the same line-up (any process, any restart).
 */

export interface DemoRoom {
  room_id: number;
  type: number;
}

export interface DemoBroadcast {
  slot: number;
  room_id: number;
  type: number;
  startsAt: number;
  endsAt: number;
}

const MINUTE = 60_000;
/** The schedule is dealt anew every 6 hours (a broadcast running then ends at the boundary). */
export const SCHEDULE_BLOCK_MS = 6 * 60 * MINUTE;
export const BROADCAST_MINUTES = [6, 25] as const;
export const PAUSE_MINUTES = [0.5, 3] as const;

/** A 32-bit hash of a few integers (FNV-1a over their bytes, then a final mix): the schedule's dice. */
export function dice(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    for (let shift = 0; shift < 32; shift += 8) {
      hash ^= (value >>> shift) & 0xff;
      hash = Math.imul(hash, 0x01000193);
    }
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return hash >>> 0;
}

const between = (roll: number, [low, high]: readonly [number, number]) =>
  (low + ((roll % 10_000) / 10_000) * (high - low)) * MINUTE;

/** The slots' rooms for a block: the rooms in an order shuffled by the block, dealt round. */
function deal(rooms: DemoRoom[], slots: number, block: number): DemoRoom[][] {
  const shuffled = [...rooms].sort((a, b) => dice(block, a.room_id) - dice(block, b.room_id) || a.room_id - b.room_id);
  const hands: DemoRoom[][] = Array.from({ length: slots }, () => []);
  shuffled.forEach((room, i) => hands[i % slots].push(room));
  return hands;
}

/** Every broadcast of one slot in one block, in order. */
function slotBroadcasts(hand: DemoRoom[], slot: number, block: number): DemoBroadcast[] {
  const start = block * SCHEDULE_BLOCK_MS;
  const end = start + SCHEDULE_BLOCK_MS;
  const broadcasts: DemoBroadcast[] = [];
  // Slots start apart, so their changes do not fall together.
  let at = start + between(dice(block, slot, 0xa11), PAUSE_MINUTES);
  let previous = -1;
  for (let n = 0; at < end; n++) {
    const roll = dice(block, slot, n);
    let pick = roll % hand.length;
    if (hand.length > 1 && pick === previous) pick = (pick + 1) % hand.length;
    previous = pick;
    const endsAt = Math.min(end, at + between(roll >>> 8, BROADCAST_MINUTES));
    broadcasts.push({ slot, room_id: hand[pick].room_id, type: hand[pick].type, startsAt: at, endsAt });
    at = endsAt + between(dice(block, slot, n, 0xb0b), PAUSE_MINUTES);
  }
  return broadcasts;
}

/** The broadcasts on the air at `now`: at most `slots`, never two in one room. */
export function demoLineup(rooms: DemoRoom[], slots: number, now: number): DemoBroadcast[] {
  const count = Math.min(slots, rooms.length);
  if (count <= 0) return [];
  const block = Math.floor(now / SCHEDULE_BLOCK_MS);
  const ordered = [...rooms].sort((a, b) => a.room_id - b.room_id);
  return deal(ordered, count, block).flatMap((hand, slot) =>
    slotBroadcasts(hand, slot, block).filter((b) => b.startsAt <= now && now < b.endsAt),
  );
}

/** When the line-up next changes after `now` (a broadcast ends or starts, or the block ends). */
export function nextLineupChange(rooms: DemoRoom[], slots: number, now: number): number {
  const count = Math.min(slots, rooms.length);
  const block = Math.floor(now / SCHEDULE_BLOCK_MS);
  let next = (block + 1) * SCHEDULE_BLOCK_MS;
  if (count <= 0) return next;
  const ordered = [...rooms].sort((a, b) => a.room_id - b.room_id);
  deal(ordered, count, block).forEach((hand, slot) => {
    for (const b of slotBroadcasts(hand, slot, block)) {
      for (const edge of [b.startsAt, b.endsAt]) if (edge > now && edge < next) next = edge;
    }
  });
  return next;
}

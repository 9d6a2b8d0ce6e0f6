import { between, pickOne, Random, seededRandom } from '@arena/shared';
import { CHAT_LINES, ChatLang, GREETINGS, Sport, THANKS } from './lines';

/**
 * The demo audience's choices, apart from any input or output so a seeded random source replays
 * them exactly (pace.spec.ts): how many viewers each live room draws, who moves where, when a room's
 * next line and gift come, what is said and sent, and who grabs a red envelope.
 */

export const CROWD_MIN = 3;
export const CROWD_MAX = 12;

/** A room's crowd in a given hour: 3..12, its own (a hash of the room and the hour), changing hour by hour. */
export function crowdOf(roomId: number, hour: number): number {
  return between(seededRandom(Math.imul(roomId, 7919) ^ Math.imul(hour, 104729)), CROWD_MIN, CROWD_MAX);
}

/**
 * Seats per live room: its crowd, never more than `pool` viewers in all. Seats are dealt one per room
 * per round, in the list's order (the hottest first), so a short pool still leaves no room empty
 * while there are viewers to go round.
 */
export function seatsFor(roomIds: readonly number[], pool: number, hour: number): Map<number, number> {
  const wanted = new Map(roomIds.map((roomId) => [roomId, crowdOf(roomId, hour)]));
  const seats = new Map(roomIds.map((roomId) => [roomId, 0]));
  let left = pool;
  for (let round = 0; round < CROWD_MAX && left > 0; round++) {
    for (const roomId of roomIds) {
      if (left === 0) break;
      if ((wanted.get(roomId) ?? 0) > round) {
        seats.set(roomId, round + 1);
        left--;
      }
    }
  }
  return seats;
}

export interface Moves {
  /** Viewers who leave their room. */
  leave: number[];
  /** Viewers who enter a room (some of them just left another: they moved). */
  enter: { viewer: number; roomId: number }[];
}

/**
 * Who moves this minute: everybody leaves a room that went off the air, a room over its seats loses
 * the difference, and now and then (`churn`) one viewer of a room leaves anyway; then empty seats are
 * taken by idle viewers and leavers, never the room a viewer just left.
 */
export function planMoves(
  random: Random,
  seats: ReadonlyMap<number, number>,
  seated: ReadonlyMap<number, readonly number[]>,
  idle: readonly number[],
  churn = 0.25,
): Moves {
  const leave: number[] = [];
  const leftRoom = new Map<number, number>();
  const staying = new Map<number, number[]>();
  for (const [roomId, viewers] of seated) {
    const keep = [...viewers];
    let leaving = Math.max(0, keep.length - (seats.get(roomId) ?? 0));
    if (leaving === 0 && keep.length > 0 && random() < churn) leaving = 1;
    for (let i = 0; i < leaving; i++) {
      const [viewer] = keep.splice(Math.floor(random() * keep.length), 1);
      leave.push(viewer);
      leftRoom.set(viewer, roomId);
    }
    staying.set(roomId, keep);
  }
  const free = [...idle, ...leave];
  const enter: Moves['enter'] = [];
  for (const [roomId, count] of seats) {
    for (let missing = count - (staying.get(roomId)?.length ?? 0); missing > 0; missing--) {
      const candidates = free.filter((viewer) => leftRoom.get(viewer) !== roomId);
      if (candidates.length === 0) break;
      const viewer = pickOne(random, candidates);
      free.splice(free.indexOf(viewer), 1);
      enter.push({ viewer, roomId });
    }
  }
  return { leave, enter };
}

/** Exponentially distributed, as the gaps between independent events are. */
const exponential = (random: Random, mean: number) => -Math.log(1 - random()) * mean;

/** Time to a room's next line: several seconds, never regular, sooner in a bigger crowd (about 9 s with 6 viewers). */
export function nextLineDelayMs(random: Random, crowd: number): number {
  const mean = 9_000 * Math.sqrt(6 / Math.max(1, crowd));
  return Math.round(Math.min(30_000, 2_500 + exponential(random, mean - 2_500)));
}

/** Time to a room's next gift: a minute or two, sooner in a bigger crowd. */
export function nextGiftDelayMs(random: Random, crowd: number): number {
  const mean = 90_000 * Math.sqrt(6 / Math.max(1, crowd));
  return Math.round(Math.min(300_000, 15_000 + exponential(random, mean - 15_000)));
}

/** A line that fits the room's sport in the speaker's language, none of the room's last few. */
export function chooseLine(random: Random, sport: Sport, lang: ChatLang, recent: readonly string[]): string {
  const lines = CHAT_LINES[sport][lang];
  const fresh = lines.filter((line) => !recent.includes(line));
  return pickOne(random, fresh.length > 0 ? fresh : lines);
}

/** On arriving, about one viewer in four says hello. */
export const greeting = (random: Random, lang: ChatLang): string | undefined =>
  random() < 0.25 ? pickOne(random, GREETINGS[lang]) : undefined;

/** After a grab, now and then a thank-you. */
export const thanks = (random: Random, lang: ChatLang): string | undefined =>
  random() < 0.3 ? pickOne(random, THANKS[lang]) : undefined;

export interface GiftChoice {
  giftId: number;
  count: number;
}

/** A small gift: the cheapest most often (sometimes a combo of it), the next ones now and then; none above 20 diamonds. */
export function chooseGift(
  random: Random,
  catalogue: readonly { id: number; diamonds: number }[],
): GiftChoice | undefined {
  const small = catalogue
    .filter((gift) => gift.diamonds > 0 && gift.diamonds <= 20)
    .sort((a, b) => a.diamonds - b.diamonds);
  if (small.length === 0) return undefined;
  const roll = random();
  const index = Math.min(small.length - 1, roll < 0.65 ? 0 : roll < 0.93 ? 1 : 2);
  const count = index === 0 ? pickOne(random, [1, 1, 1, 2, 3, 5, 10]) : index === 1 ? between(random, 1, 3) : 1;
  return { giftId: small[index].id, count };
}

/** Most viewers grab a red envelope, each after their own reaction time; undefined: this one lets it pass. */
export const grabDelayMs = (random: Random): number | undefined =>
  random() < 0.85 ? between(random, 600, 5_000) : undefined;

/** When a broadcast ends, each viewer closes the room within half a minute. */
export const departureDelayMs = (random: Random): number => between(random, 2_000, 30_000);

/** Arrivals are spread over most of a minute, so a room's count climbs as people come in. */
export const arrivalDelayMs = (random: Random, withinMs: number): number => Math.round(random() * withinMs * 0.8);

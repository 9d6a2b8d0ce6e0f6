import { seededRandom } from '@arena/shared';
import { CHAT_LANGS, CHAT_LINES, GREETINGS, SPORTS, THANKS } from './lines';
import {
  chooseGift,
  chooseLine,
  crowdOf,
  CROWD_MAX,
  CROWD_MIN,
  nextGiftDelayMs,
  nextLineDelayMs,
  planMoves,
  seatsFor,
} from './pace';

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const spread = (values: number[]) => Math.sqrt(mean(values.map((v) => (v - mean(values)) ** 2)));

describe('demo audience: pace and choices', () => {
  it('gives each room its own crowd of 3 to 12 for the hour, the same for the same room and hour', () => {
    const crowds = Array.from({ length: 40 }, (_, roomId) => crowdOf(roomId + 1, 20));
    expect(crowds.every((n) => n >= CROWD_MIN && n <= CROWD_MAX)).toBe(true);
    expect(new Set(crowds).size).toBeGreaterThan(5);
    expect(Array.from({ length: 40 }, (_, roomId) => crowdOf(roomId + 1, 20))).toEqual(crowds);
    // The hour changes a room's crowd (for most rooms).
    expect(crowds.filter((n, i) => crowdOf(i + 1, 21) !== n).length).toBeGreaterThan(20);
  });

  it('deals seats within the pool, a seat per room per round, so no live room is left empty while viewers go round', () => {
    const rooms = [5, 9, 14, 22, 31, 40, 41];
    const plenty = seatsFor(rooms, 1000, 8);
    for (const roomId of rooms) expect(plenty.get(roomId)).toBe(crowdOf(roomId, 8));
    const short = seatsFor(rooms, 10, 8);
    expect([...short.values()].reduce((a, b) => a + b, 0)).toBe(10);
    for (const roomId of rooms) expect(short.get(roomId)).toBeGreaterThanOrEqual(1);
    expect([...seatsFor(rooms, 4, 8).values()]).toEqual([1, 1, 1, 1, 0, 0, 0]);
  });

  it('moves viewers the same way for the same seed: out of rooms off the air and over their seats, into empty seats, never back into the room just left', () => {
    const seats = new Map([
      [1, 3],
      [2, 5],
      [3, 2],
    ]);
    // Room 9 went off the air; room 1 has one too many; room 2 is filling.
    const seated = new Map([
      [1, [0, 1, 2, 3]],
      [2, [4, 5]],
      [9, [6, 7, 8]],
    ]);
    const idle = [10, 11, 12];
    const plan = () => planMoves(seededRandom(42), seats, seated, idle, 0.5);
    const moves = plan();
    expect(plan()).toEqual(moves);
    expect(moves.leave).toEqual(expect.arrayContaining([6, 7, 8]));
    expect(moves.leave.filter((v) => [0, 1, 2, 3].includes(v)).length).toBeGreaterThanOrEqual(1);

    const after = new Map(
      [...seated]
        .filter(([roomId]) => seats.has(roomId))
        .map(([roomId, viewers]) => [roomId, viewers.filter((v) => !moves.leave.includes(v))]),
    );
    for (const { viewer, roomId } of moves.enter) {
      expect(seated.get(roomId)?.includes(viewer) && moves.leave.includes(viewer)).toBeFalsy();
      after.set(roomId, [...(after.get(roomId) ?? []), viewer]);
    }
    expect(new Set(moves.enter.map((m) => m.viewer)).size).toBe(moves.enter.length);
    for (const [roomId, count] of seats) expect(after.get(roomId)).toHaveLength(count);
  });

  it("spaces a room's lines by several seconds, irregularly, sooner with more viewers; gifts a minute or two apart", () => {
    const random = seededRandom(7);
    const six = Array.from({ length: 2000 }, () => nextLineDelayMs(random, 6));
    const twelve = Array.from({ length: 2000 }, () => nextLineDelayMs(random, 12));
    expect(Math.min(...six)).toBeGreaterThanOrEqual(2500);
    expect(Math.max(...six)).toBeLessThanOrEqual(30_000);
    expect(mean(six)).toBeGreaterThan(6_000);
    expect(mean(six)).toBeLessThan(12_000);
    expect(spread(six)).toBeGreaterThan(2_000);
    expect(mean(twelve)).toBeLessThan(mean(six));
    const gifts = Array.from({ length: 2000 }, () => nextGiftDelayMs(random, 6));
    expect(mean(gifts)).toBeGreaterThan(60_000);
    expect(mean(gifts)).toBeLessThan(120_000);
    expect(Math.min(...gifts)).toBeGreaterThanOrEqual(15_000);
  });

  it("says lines of the room's sport in the speaker's language, none of the room's last ones", () => {
    const random = seededRandom(3);
    const recent = CHAT_LINES.basketball.vi.slice(0, 8);
    const said = Array.from({ length: 200 }, () => chooseLine(random, 'basketball', 'vi', recent));
    expect(said.every((line) => CHAT_LINES.basketball.vi.includes(line) && !recent.includes(line))).toBe(true);
    expect(new Set(said).size).toBeGreaterThan(15);
    expect(
      Array.from(
        { length: 5 },
        (
          (r) => () =>
            chooseLine(r, 'football', 'zh', [])
        )(seededRandom(9)),
      ),
    ).toEqual(
      Array.from(
        { length: 5 },
        (
          (r) => () =>
            chooseLine(r, 'football', 'zh', [])
        )(seededRandom(9)),
      ),
    );
  });

  it('sends small gifts, the cheapest most often', () => {
    const random = seededRandom(11);
    const catalogue = [
      { id: 1, diamonds: 1 },
      { id: 2, diamonds: 5 },
      { id: 3, diamonds: 20 },
      { id: 4, diamonds: 66 },
      { id: 5, diamonds: 28888 },
    ];
    const choices = Array.from({ length: 1000 }, () => chooseGift(random, catalogue));
    expect(choices.every((c) => c && [1, 2, 3].includes(c.giftId) && c.count >= 1 && c.count <= 10)).toBe(true);
    const cheapest = choices.filter((c) => c?.giftId === 1).length;
    expect(cheapest).toBeGreaterThan(500);
    expect(choices.some((c) => c?.giftId === 3)).toBe(true);
    expect(chooseGift(random, [{ id: 4, diamonds: 66 }])).toBeUndefined();
  });

  it('has a few dozen distinct chat lines per sport and language, each fit for the room chat', () => {
    for (const sport of SPORTS) {
      for (const lang of CHAT_LANGS) {
        const lines = CHAT_LINES[sport][lang];
        expect(lines.length).toBeGreaterThanOrEqual(30);
        expect(new Set(lines).size).toBe(lines.length);
      }
    }
    const all = [
      ...SPORTS.flatMap((sport) => CHAT_LANGS.flatMap((lang) => CHAT_LINES[sport][lang])),
      ...Object.values(GREETINGS).flat(),
      ...Object.values(THANKS).flat(),
    ];
    for (const line of all) {
      expect(line.trim().length).toBeGreaterThan(0);
      expect(line.length).toBeLessThanOrEqual(100);
      // The room's chat shows text as typed: no emoticon codes.
      expect(line).not.toMatch(/\[[a-z]+\]/);
    }
  });
});

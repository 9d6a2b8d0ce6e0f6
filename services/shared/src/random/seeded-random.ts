/** A random source in [0, 1): Math.random, or a seeded one where the same seed must give the same run. */
export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
/** A whole number from min to max, both included. */
export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

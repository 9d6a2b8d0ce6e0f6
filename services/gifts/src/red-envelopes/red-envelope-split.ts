import { randomInt } from 'node:crypto';

/**
 * Splits `total` whole diamonds into `count` random shares of at least one diamond each that sum
 * exactly to `total`: `count - 1` distinct cut points drawn from 1..total-1, sorted; the shares are
 * the gaps between them. Decided once, when the envelope is put in, so grabs only claim.
 */
export function splitRedEnvelope(total: number, count: number): number[] {
  if (!Number.isInteger(total) || !Number.isInteger(count) || count < 1 || total < count) {
    throw new RangeError(`cannot split ${total} into ${count} shares of at least 1`);
  }
  const cuts = new Set<number>();
  while (cuts.size < count - 1) cuts.add(randomInt(1, total));
  const points = [0, ...[...cuts].sort((a, b) => a - b), total];
  return points.slice(1).map((point, i) => point - points[i]);
}

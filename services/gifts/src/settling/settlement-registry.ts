import { Injectable } from '@nestjs/common';

/** A payment of a settler's kind, and the wallet's transfer for its price if the wallet posted it. */
export interface Settlement<T> {
  payment: T;
  transferId: string | undefined;
}

/**
 * What a paying feature (gift sends, nobility purchases, horns, paid danmaku) gives the settling sweep
 * for its payments whose outcome was unknown (decision 026): the sweep asks the wallet which prices it
 * posted; the feature finishes those and releases the others.
 */
export interface Settler<T> {
  /** Its payments unfinished since before `before`, oldest first, at most `limit`. */
  unfinished(before: Date, limit: number): Promise<T[]>;
  /** The idempotency key of a payment's price on the ledger. */
  priceKey(payment: T): string;
  /** Finishes each payment the wallet posted (never charging) and releases the others. */
  settle(settlements: Settlement<T>[]): Promise<void>;
}

/**
 * The paying features' settlers, by kind: each feature registers its own when its module starts, so
 * the sweep knows none of them and they know only this registry.
 */
@Injectable()
export class SettlementRegistry {
  private readonly settlers = new Map<string, Settler<unknown>>();

  register<T>(kind: string, settler: Settler<T>): void {
    if (this.settlers.has(kind)) throw new Error(`A settler is already registered for ${kind}`);
    this.settlers.set(kind, settler as Settler<unknown>);
  }

  /** The kinds registered, in the order they were. */
  kinds(): string[] {
    return [...this.settlers.keys()];
  }

  settlerOf(kind: string): Settler<unknown> {
    const settler = this.settlers.get(kind);
    if (!settler) throw new Error(`No settler is registered for ${kind}`);
    return settler;
  }
}

import { Logger } from '@nestjs/common';
import type { RedisService } from '@arena/shared';

/** How often this process adds what it counted to the shared counters, and reads their totals back. */
const FLUSH_EVERY_MS = 250;

/**
 * The per-address limit of callers without a token, counted in the edge process instead of a Redis
 * round trip per request (that round trip was a third of the edge's time on a kept public answer).
 * Every `FLUSH_EVERY_MS` the counts are added to the same shared counters the gate's script uses
 * (`keyOf`, one per address and minute), and the totals read back: an address is refused once the
 * shared total as of the last flush plus what this process has counted since passes the limit. One
 * replica counts exactly; a replica learns the others' counts of an address when it flushes its own,
 * so N replicas let about one flush interval's worth of an address's requests per replica past the
 * limit before all of them refuse it. Refused requests count too, as
 * in the script. If Redis is unreachable, the counts wait for the next flush and the limit holds
 * per process meanwhile.
 */
export class AddressCounter {
  private window = -1;
  /** Counted here since the last flush, per address. */
  private pending = new Map<string, number>();
  /** Counted here and being added to the shared counters now: still counted until the totals are back. */
  private inFlight = new Map<string, number>();
  /** Shared totals of this minute as of the last flush, per address. */
  private shared = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;
  private readonly logger = new Logger(AddressCounter.name);

  constructor(
    private readonly redis: RedisService,
    private readonly keyOf: (address: string, window: number) => string,
    private readonly windowSeconds: number,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Counts one request of `address`; false when it is over `limit` this minute. */
  admit(address: string, limit: number, now = Date.now()): boolean {
    this.turnTo(Math.floor(now / (this.windowSeconds * 1000)));
    const pending = (this.pending.get(address) ?? 0) + 1;
    this.pending.set(address, pending);
    return (this.shared.get(address) ?? 0) + (this.inFlight.get(address) ?? 0) + pending <= limit;
  }

  /** Adds the counts to the shared counters and reads the totals back; one flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.write(this.window, this.taken()).finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private taken(): Map<string, number> {
    const counted = this.pending;
    this.pending = new Map();
    return counted;
  }

  private async write(window: number, counted: Map<string, number>): Promise<void> {
    if (counted.size === 0) return;
    const current = window === this.window;
    if (current) this.inFlight = counted;
    const pipeline = this.redis.pipeline();
    for (const [address, hits] of counted)
      pipeline.incrby(this.keyOf(address, window), hits).expire(this.keyOf(address, window), this.windowSeconds + 1);
    try {
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed || results.length === 0) throw failed?.[0] ?? new Error('no answer');
      if (window !== this.window) return; // a new minute began meanwhile: these totals are history
      [...counted.keys()].forEach((address, i) => this.shared.set(address, Number(results[i * 2][1])));
    } catch (error) {
      // Kept for the next flush (same minute only), so the shared counters lose nothing.
      if (window === this.window)
        for (const [address, hits] of counted) this.pending.set(address, (this.pending.get(address) ?? 0) + hits);
      this.logger.warn(`address counts not shared: ${String(error)}`);
    } finally {
      if (current && this.inFlight === counted) this.inFlight = new Map();
    }
  }

  /** A new minute starts every count afresh; what the last one counted still goes to its own key. */
  private turnTo(window: number): void {
    if (window === this.window) return;
    const [last, leftover] = [this.window, this.taken()];
    this.window = window;
    this.shared = new Map();
    this.inFlight = new Map();
    if (last >= 0) void this.write(last, leftover);
  }
}

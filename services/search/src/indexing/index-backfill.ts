import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SEARCH_KINDS, SearchKind } from '@arena/contracts';
import { RedisService } from '@arena/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { SearchService } from '../documents/search.service';
import { searchConfig } from '../search.config';
import { IndexRefresh } from './index-refresh';

/** Held while one instance fills the index, so replicas starting together fill it once. */
const LOCK = 'search:backfill';
const LOCK_MS = 10 * 60_000;
/** An owner not answering yet (the stack is starting): asked again after 1 s, doubling to 30 s. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Fills the index from the owners' contracts when the service starts, so a fresh start is
 * searchable: by default only the kinds the index holds nothing of (events keep the others current;
 * `SEARCH_BACKFILL=always` refills every kind). Runs in the background: the service answers meanwhile.
 */
@Injectable()
export class IndexBackfill implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(IndexBackfill.name);
  private readonly config = searchConfig();
  private stopped = false;
  private readonly stopping = new AbortController();
  private running?: Promise<unknown>;

  constructor(
    private readonly index: IndexRefresh,
    private readonly search: SearchService,
    private readonly redis: RedisService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.backfill === 'never') return;
    this.running = this.run().catch((error: unknown) => this.logger.warn(`backfill stopped: ${String(error)}`));
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    await this.running;
  }

  /** Fills every kind that needs it; answers how many documents each took. */
  async run(): Promise<Partial<Record<SearchKind, number>>> {
    const filled: Partial<Record<SearchKind, number>> = {};
    const locked = await this.redis.set(LOCK, String(process.pid), 'PX', LOCK_MS, 'NX');
    if (!locked) return filled;
    try {
      for (const kind of SEARCH_KINDS) {
        if (this.stopped) break;
        if (this.config.backfill === 'empty' && !(await this.search.isEmpty(kind))) continue;
        filled[kind] = await this.withRetries(kind, () => this.index.fill(kind, this.config.backfillPage));
      }
      if (!this.stopped && Object.values(filled).some((count) => count > 0)) await this.search.analyse();
      return filled;
    } finally {
      await this.redis.del(LOCK);
    }
  }

  private async withRetries(kind: SearchKind, fill: () => Promise<number>): Promise<number> {
    for (let wait = RETRY_FIRST_MS; ; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
      try {
        const count = await fill();
        this.logger.log(`${kind}: ${count} documents indexed`);
        return count;
      } catch (error) {
        if (this.stopped) return 0;
        this.logger.warn(`${kind}: owner not answering (${String(error)}), again in ${wait} ms`);
        await sleep(wait, undefined, { signal: this.stopping.signal }).catch(() => undefined);
      }
    }
  }
}

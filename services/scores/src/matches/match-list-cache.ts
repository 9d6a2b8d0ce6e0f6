import { Injectable } from '@nestjs/common';
import { Page, RedisService } from '@arena/shared';
import type { MatchRow } from './matches.schemas';

/** Moved by the writer after every committed change of any match. */
const VERSION_KEY = 'scores:matches:version';
/** Pages a process keeps at most (the oldest go first). */
const MAX_PAGES = 500;

/**
 * Match list pages as a visitor reads them, kept per process and retired by any change of any match:
 * the writer moves a version in Redis after each commit, and a reader that finds another version than
 * its copy's reads the database again. So no page is older than the last change committed before it
 * was asked for (a page resyncing after a missed sequence number gets the current state), while a
 * list is read from memory between two changes.
 */
@Injectable()
export class MatchListCache {
  private readonly pages = new Map<string, { version: string; page: Page<MatchRow> }>();

  constructor(private readonly redis: RedisService) {}

  /** After a match change has committed, before it is announced. */
  async changed(): Promise<void> {
    await this.redis.incr(VERSION_KEY);
  }

  async get(key: string, read: () => Promise<Page<MatchRow>>): Promise<Page<MatchRow>> {
    // Read before the database: a change committing meanwhile moves the version past this copy's.
    const version = (await this.redis.get(VERSION_KEY)) ?? '0';
    const kept = this.pages.get(key);
    if (kept?.version === version) return kept.page;
    const page = await read();
    this.pages.delete(key);
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { version, page });
    return page;
  }
}

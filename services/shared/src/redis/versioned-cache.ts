import { RedisService } from './redis.service';
import { publicVersionHeader } from './public-version';
import { VersionReader } from './version-reader';

interface Entry {
  version: string;
  expiresAt: number;
  value: unknown;
}

export interface VersionedCacheOptions {
  /** Entries kept at most (the oldest go first). */
  maxEntries?: number;
  /** How long an entry may be served while the version stays; unbounded when absent. */
  lifetimeMs?: number;
}

/**
 * Values kept in this process and retired together by any change on any replica: every writer moves
 * one version in Redis after its write commits (`invalidate`), and a read costs one Redis read of it
 * (`VersionReader`).
 * The version is read before the value is computed, so a change committing meanwhile moves it past
 * the stored entry's and no entry outlives a change that committed before it was asked for.
 */
export class VersionedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly versions: VersionReader;

  constructor(
    private readonly redis: RedisService,
    private readonly versionKey: string,
    private readonly options: VersionedCacheOptions = {},
  ) {
    this.versions = new VersionReader(redis);
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return (await this.getVersioned(key, compute)).value;
  }

  /** The value with the version it was kept under (read before it was computed), for a copy kept further out. */
  async getVersioned<T>(key: string, compute: () => Promise<T>): Promise<{ value: T; version: string }> {
    const version = await this.versions.read(this.versionKey);
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expiresAt > Date.now()) return { value: hit.value as T, version };
    const value = await compute();
    this.entries.delete(key);
    if (this.entries.size >= (this.options.maxEntries ?? 500))
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, expiresAt: Date.now() + (this.options.lifetimeMs ?? Infinity), value });
    return { value, version };
  }

  /** A public answer's `PUBLIC_VERSION_HEADER` for a value read under `version`. */
  publicVersion(version: string): string {
    return publicVersionHeader(this.versionKey, version);
  }

  /** After a write has committed, before it is announced. */
  async invalidate(): Promise<void> {
    await this.redis.incr(this.versionKey);
  }
}

/** One stored answer: what the service said, and until when the edge may repeat it. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
  /** Until when it may still be repeated while one request asks the service again (stale-while-revalidate). */
  staleUntil: number;
  /** The caller's user version it was asked under (session answers), or the public version it was computed under. */
  version?: string;
  /** Where the public version is kept in Redis (answers kept by `PUBLIC_VERSION_HEADER`). */
  versionKey?: string;
}

/** How long a kept answer may be repeated: fresh, then stale while one request refreshes it. */
export interface Lifetime {
  seconds: number;
  staleSeconds: number;
}

const NEVER: Lifetime = { seconds: 0, staleSeconds: 0 };

/** Bounds, so a burst of distinct URLs or sessions cannot grow the edge's memory without end. */
const MAX_ENTRIES = 5000;
const MAX_BODY_BYTES = 256 * 1024;
const MAX_SECONDS = 60;

/** What the service saw of a request, as far as its answer may depend on it. */
export interface AnswerKey {
  method: string;
  url: string;
  lang: string;
  body: Buffer;
}

/**
 * Answers kept in the edge process, of two kinds a service opts a route into:
 *
 * - public (`publicKey`, `publicLifetime`): the same for every caller, as a shared HTTP cache keeps
 *   them. `Cache-Control: public, s-maxage=N` lets the edge repeat the answer for up to N seconds;
 *   N is the owner's bound on staleness, with nothing to purge across replicas; with
 *   `stale-while-revalidate=M` the old answer may be repeated M seconds longer while one request
 *   asks the service again (so the crowd never waits for the refresh). Kept per URL, POST
 *   body (lists whose filters travel in the body), language and signed-in or not (a service may mark
 *   its anonymous answer public while a signed-in caller's carries their own state).
 * - public by version (`publicKey`, `versionedLifetime`): `PUBLIC_VERSION_HEADER` names a version in
 *   Redis and the value the answer was computed under; the edge repeats the answer (up to a minute)
 *   only to requests for which it read that same value after they arrived, so never after a change
 *   that committed before them (a page resyncing after a missed push gets the current state).
 * - a session's own (`sessionKey`, `sessionLifetime`): `x-arena-user-cache: N` lets the edge repeat
 *   the answer to the same session for up to N seconds while the caller's user version
 *   (`userVersionKey`, read with the session in one round trip) stays; any change of what it shows
 *   moves the version after it commits, so no copy outlives it on any replica.
 *
 * Only successful envelopes are kept: a 200 whose body starts `{"code":0,`.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Paths (`publicPath`) whose last answer was kept as public, oldest first. */
  private readonly publicPaths = new Set<string>();

  static publicKey(request: AnswerKey & { signedIn: boolean }): string {
    return `public ${request.method} ${request.lang} ${request.signedIn ? 'user' : 'anon'} ${request.url} ${request.body.toString('latin1')}`;
  }

  /** A public key's path without its query, language or body: what "this route answers public" is known by. */
  static publicPath(request: { method: string; url: string; signedIn: boolean }): string {
    const queryAt = request.url.indexOf('?');
    return `${request.method} ${request.signedIn ? 'user' : 'anon'} ${queryAt === -1 ? request.url : request.url.slice(0, queryAt)}`;
  }

  /**
   * Whether the last answer on this path was kept as public: then a first request for another query
   * of it (a search nobody typed in the last seconds) is likely to be kept too, and worth a crowd
   * waiting for instead of all asking the service.
   */
  answersPublic(path: string): boolean {
    return this.publicPaths.has(path);
  }

  /** Records whether an answer on this path was kept as public (bounded, as the entries are). */
  notePublic(path: string, kept: boolean): void {
    this.publicPaths.delete(path);
    if (!kept) return;
    if (this.publicPaths.size >= MAX_ENTRIES) this.publicPaths.delete(this.publicPaths.values().next().value as string);
    this.publicPaths.add(path);
  }

  /** How long a shared cache may keep an answer with this Cache-Control; 0 seconds when it may not. */
  static publicLifetime(cacheControl: string | string[] | undefined): Lifetime {
    const value = Array.isArray(cacheControl) ? cacheControl.join(',') : (cacheControl ?? '');
    if (!/(^|,)\s*public\s*(,|$)/i.test(value) || /no-store|private|no-cache/i.test(value)) return NEVER;
    const seconds = bounded(Number(/s-maxage\s*=\s*(\d+)/i.exec(value)?.[1] ?? 0));
    return seconds
      ? { seconds, staleSeconds: bounded(Number(/stale-while-revalidate\s*=\s*(\d+)/i.exec(value)?.[1] ?? 0)) }
      : NEVER;
  }

  static sessionKey(request: AnswerKey & { sid: string }): string {
    return `session ${request.sid} ${request.method} ${request.lang} ${request.url} ${request.body.toString('latin1')}`;
  }

  /** How long the edge may keep a session's answer by its `x-arena-user-cache` header (never stale); 0 seconds when it may not. */
  static sessionLifetime(header: string | string[] | undefined): Lifetime {
    return typeof header === 'string' && /^\d+$/.test(header.trim())
      ? { seconds: bounded(Number(header)), staleSeconds: 0 }
      : NEVER;
  }

  /** Kept by `PUBLIC_VERSION_HEADER`: the edge's longest bound, never stale (the version decides). */
  static readonly versionedLifetime: Lifetime = { seconds: MAX_SECONDS, staleSeconds: 0 };

  /** The Redis key of the version a kept public answer stands on, if it is kept by version. */
  versionKeyOf(key: string): string | undefined {
    return this.entries.get(key)?.versionKey;
  }

  /** The stored answer, when it has not expired and was asked under the same version. */
  get(key: string, now = Date.now(), version?: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now && entry.version === version ? entry : undefined;
  }

  /** The stored answer while it may still be repeated during a refresh. */
  stale(key: string, now = Date.now(), version?: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.staleUntil > now && entry.version === version ? entry : undefined;
  }

  /** Whether an answer was kept for this key, current or not: the service lets it be repeated. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Keeps a 200 `code 0` answer of a small body; anything else is never repeated. */
  store(
    key: string,
    answer: Omit<CachedAnswer, 'storedAt' | 'expiresAt' | 'staleUntil'>,
    { seconds, staleSeconds }: Lifetime,
    now = Date.now(),
  ): void {
    if (seconds <= 0 || answer.status !== 200 || answer.body.length > MAX_BODY_BYTES) return;
    if (!answer.body.subarray(0, 10).equals(Buffer.from('{"code":0,'))) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const expiresAt = now + seconds * 1000;
    this.entries.set(key, { ...answer, storedAt: now, expiresAt, staleUntil: expiresAt + staleSeconds * 1000 });
  }
}

const bounded = (seconds: number) =>
  Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.floor(seconds), MAX_SECONDS) : 0;

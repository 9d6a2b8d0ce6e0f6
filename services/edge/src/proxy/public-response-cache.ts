/** One stored answer: what the service said, and until when the edge may repeat it. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

/** Bounds, so a burst of distinct URLs cannot grow the edge's memory without end. */
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 256 * 1024;
const MAX_SECONDS = 60;

/**
 * Answers of public lists kept in the edge process, as a shared HTTP cache keeps them: a service
 * opts a route in by answering `Cache-Control: public, s-maxage=N` (the same for every caller), and
 * the edge then repeats that answer for up to N seconds without asking again. N is the owner's
 * bound on staleness: a change shows everywhere within it, with nothing to purge across replicas.
 * Only successful envelopes are kept, of GETs and of small JSON POSTs (lists whose filters travel in
 * the body), per URL, body, language and signed-in or not.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();

  /**
   * One entry per request as the service sees it: method, URL, language, the POST body, and whether
   * a user is signed in (a service may mark its anonymous answer public while a signed-in caller's
   * carries their own state, such as favourites).
   */
  static keyOf(request: { method: string; url: string; lang: string; signedIn: boolean; body: Buffer }): string {
    return `${request.method} ${request.lang} ${request.signedIn ? 'user' : 'anon'} ${request.url} ${request.body.toString('latin1')}`;
  }

  /** Seconds a shared cache may keep an answer with this Cache-Control; 0 when it may not. */
  static lifetimeOf(cacheControl: string | string[] | undefined): number {
    const value = Array.isArray(cacheControl) ? cacheControl.join(',') : (cacheControl ?? '');
    if (!/(^|,)\s*public\s*(,|$)/i.test(value) || /no-store|private|no-cache/i.test(value)) return 0;
    const seconds = Number(/s-maxage\s*=\s*(\d+)/i.exec(value)?.[1] ?? 0);
    return Math.min(seconds, MAX_SECONDS);
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) this.entries.delete(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  /** Keeps a 200 `code 0` answer of a small body; anything else is never repeated. */
  store(key: string, answer: Omit<CachedAnswer, 'storedAt' | 'expiresAt'>, seconds: number, now = Date.now()): void {
    if (seconds <= 0 || answer.status !== 200 || answer.body.length > MAX_BODY_BYTES) return;
    if (!answer.body.subarray(0, 10).equals(Buffer.from('{"code":0,'))) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...answer, storedAt: now, expiresAt: now + seconds * 1000 });
  }
}

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
 * Only successful envelopes of GET requests are kept, per URL and language.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();

  static keyOf(url: string, lang: string): string {
    return `${lang} ${url}`;
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

import { createHash, randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

/** What the edge needs to know about a token, cached in Redis by the account service. */
export interface SessionRecord {
  sid: string;
  uid: number;
  role: 'user' | 'admin';
  /** Expiry, ms since epoch. */
  exp: number;
}

export type RevokedReason = 'signout' | 'password' | 'ban' | 'elsewhere' | 'expired';
export type SessionLookup =
  { state: 'active'; session: SessionRecord } | { state: 'revoked'; reason: RevokedReason } | { state: 'unknown' };

/** Where the mirror of a session lives in Redis. */
export const sessionKey = (tokenHash: string) => `session:${tokenHash}`;
const KEY = sessionKey;
/** How long a revoked token keeps answering "revoked" (700/50012) instead of "invalid" (50008). */
const REVOKED_MEMORY_S = 30 * 24 * 3600;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Sessions live in Postgres (account service, durable) and are mirrored here so the edge resolves a
 * token with one Redis read. A miss is not an answer: the edge then asks the account service,
 * which re-mirrors from Postgres (Redis may have restarted empty).
 */
export class SessionStore {
  constructor(private readonly redis: Redis) {}

  async lookup(tokenHash: string): Promise<SessionLookup> {
    return SessionStore.parse(await this.redis.get(KEY(tokenHash)));
  }

  /** What a mirror entry (or its absence) says about the token. */
  static parse(raw: string | null): SessionLookup {
    if (!raw) return { state: 'unknown' };
    const value = JSON.parse(raw) as SessionRecord | { revoked: RevokedReason };
    if ('revoked' in value) return { state: 'revoked', reason: value.revoked };
    if (value.exp <= Date.now()) return { state: 'revoked', reason: 'expired' };
    return { state: 'active', session: value };
  }

  async remember(tokenHash: string, session: SessionRecord): Promise<void> {
    const ttlMs = session.exp - Date.now();
    if (ttlMs <= 0) return this.forget(tokenHash, 'expired');
    await this.redis.set(KEY(tokenHash), JSON.stringify(session), 'PX', ttlMs + REVOKED_MEMORY_S * 1000);
  }

  async forget(tokenHash: string, reason: RevokedReason): Promise<void> {
    await this.redis.set(KEY(tokenHash), JSON.stringify({ revoked: reason }), 'EX', REVOKED_MEMORY_S);
  }
}

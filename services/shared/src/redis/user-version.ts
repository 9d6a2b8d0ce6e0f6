import type { ChainableCommander } from 'ioredis';

/**
 * A number per user in Redis that every change of what a signed-in user's own pages show moves,
 * after the change committed. The edge reads it in the same round trip as the caller's session and
 * keeps a service's answer for that session only while the number stays (`USER_CACHE_HEADER`), so
 * no copy outlives a change on any replica.
 */
export const USER_VERSION_PREFIX = 'user-version:';

export const userVersionKey = (userId: number | string) => `${USER_VERSION_PREFIX}${userId}`;

/**
 * Response header by which a service lets the edge repeat an answer to the same session for up to
 * the given number of seconds, as long as the caller's user version stays: the answer must depend
 * only on the caller (their session, user and language) and on what moves their version.
 */
export const USER_CACHE_HEADER = 'x-arena-user-cache';

/** A version outlives any answer kept against it by far; kept only for users who change. */
const VERSION_TTL_SECONDS = 24 * 3600;

/** Adds the bump of a user's version to a MULTI (call it after the change committed). */
export function bumpUserVersion(multi: ChainableCommander, userId: number): ChainableCommander {
  const key = userVersionKey(userId);
  return multi.incr(key).expire(key, VERSION_TTL_SECONDS);
}

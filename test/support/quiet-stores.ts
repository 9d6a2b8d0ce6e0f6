/**
 * Copies of the seeded test database, each with a Redis index of its own, for the suites that
 * compare whole-database fingerprints or whose requests really act: Jest runs suites in parallel,
 * and rows another suite writes would read as this suite's changes (and its events, on a shared
 * Redis, would be consumed into the wrong database). The global setup makes one per name;
 * `useQuietStores(name)` at the top of a test file (before `useStack`) points the file at its own.
 */
export const QUIET_COPIES = { 'hostile-input': 3, 'authorisation-matrix': 4, 'demo-audience': 5 } as const;
export type QuietCopy = keyof typeof QUIET_COPIES;

export function quietDatabaseUrl(databaseUrl: string, name: QuietCopy): string {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${name.replace(/-/g, '_')}`;
  return url.toString();
}

/** A Redis index a few above the tests' own (9 -> 12, 13, 14), wrapping at 16. */
export function quietRedisUrl(redisUrl: string, name: QuietCopy): string {
  const url = new URL(redisUrl);
  const index = Number(url.pathname.replace(/^\//, '') || 0);
  url.pathname = `/${(index + QUIET_COPIES[name]) % 16}`;
  return url.toString();
}

/** Jest gives each test file its own copy of `process.env`: this changes only the calling file's. */
export function useQuietStores(name: QuietCopy): void {
  process.env.DATABASE_URL = quietDatabaseUrl(process.env.DATABASE_URL as string, name);
  process.env.REDIS_URL = quietRedisUrl(process.env.REDIS_URL as string, name);
  // Video files are foldered by row id (`v<id>`), and the copy's ids are the original's: deleting a
  // video in the copy must not take the files of the original's video of the same id.
  process.env.VIDEO_DIR = `${process.env.VIDEO_DIR as string}-${name}`;
}

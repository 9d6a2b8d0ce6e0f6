/**
 * Response header by which a service lets the edge keep a public answer (the same for every caller
 * of a language) for as long as a version in Redis stays: `<key> <version>`, the version read before
 * the answer was computed (`VersionedCache.getVersioned`). The edge reads the key's current value
 * for each request it answers from the copy, so no copy outlives a change that committed before the
 * request: unlike `Cache-Control: s-maxage`, never a second old. The edge never passes it on.
 */
export const PUBLIC_VERSION_HEADER = 'x-arena-public-version';

/** Only version keys of this shape are read: a header cannot make the edge read any Redis key. */
const VERSION_KEY = /^[a-z][a-z0-9-]*:[a-z0-9:-]*version$/;

export const publicVersionHeader = (key: string, version: string) => `${key} ${version}`;

export function parsePublicVersion(header: unknown): { key: string; version: string } | undefined {
  if (typeof header !== 'string') return undefined;
  const [key, version, ...rest] = header.trim().split(' ');
  return rest.length === 0 && VERSION_KEY.test(key) && /^\d+$/.test(version ?? '') ? { key, version } : undefined;
}

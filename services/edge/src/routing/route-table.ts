import { BackendService } from '@arena/shared';
import { ACCOUNT_ROUTES } from './account.routes';
import { ACTIVITY_ROUTES } from './activity.routes';
import { GIFTS_ROUTES } from './gifts.routes';
import { REALTIME_ROUTES } from './realtime.routes';
import { LIVE_ROUTES } from './live.routes';
import { MEDIA_ROUTES } from './media.routes';
import { HttpMethod, ServiceRoutes } from './route-entry';
import { SCORES_ROUTES } from './scores.routes';
import { COMMUNITY_ROUTES } from './community.routes';
import { VIDEO_ROUTES } from './video.routes';
import { WALLET_ROUTES } from './wallet.routes';
import { SEARCH_ROUTES } from './search.routes';

/** Services that are built: a catalogued path of any other service answers 404 until it lands. */
export const BUILT_ROUTES: ServiceRoutes[] = [
  ACCOUNT_ROUTES,
  REALTIME_ROUTES,
  WALLET_ROUTES,
  ACTIVITY_ROUTES,
  LIVE_ROUTES,
  MEDIA_ROUTES,
  GIFTS_ROUTES,
  SCORES_ROUTES,
  VIDEO_ROUTES,
  COMMUNITY_ROUTES,
  SEARCH_ROUTES,
];

export interface ResolvedRoute {
  service: BackendService;
  /** Path (with query string) to request on the owner service. */
  target: string;
  /** The catalogued path or prefix, for logs and docs. */
  route: string;
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;
/** `api/Video/getList` is served at `/api/Video/getList`, not `/api/api/...`. */
export const publicPath = (cataloguePath: string) => `/api/${cataloguePath.replace(/^api\//i, '')}`;

/** Case-insensitive lookup from a public method and URL to the owner service's route. */
export class RouteTable {
  private readonly exact = new Map<string, { service: BackendService; target: string; route: string }>();
  private readonly prefixes: { prefix: string; service: BackendService; target: string }[] = [];

  constructor(routes: ServiceRoutes[] = BUILT_ROUTES) {
    for (const { service, catalogue, prefixes = [] } of routes) {
      for (const entry of catalogue) {
        const path = publicPath(entry.path);
        const method: HttpMethod = entry.method;
        this.exact.set(key(method, path), { service, target: entry.target, route: entry.path });
      }
      for (const entry of prefixes)
        this.prefixes.push({ service, prefix: entry.prefix.toLowerCase(), target: entry.target });
    }
    // Longest prefix wins.
    this.prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
  }

  resolve(method: string, url: string): ResolvedRoute | undefined {
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const path = rawPath.replace(/\/+$/, '') || '/';
    // `.` and `..` segments (plain or percent-encoded) could climb out of a prefix route upstream.
    if (/(^|\/)(\.|%2e){1,2}(\/|%2f|$)/i.test(path)) return undefined;
    const exact = this.exact.get(key(method, path));
    if (exact) return { service: exact.service, target: exact.target + query, route: exact.route };
    const lower = path.toLowerCase();
    for (const entry of this.prefixes) {
      if (lower === entry.prefix || lower.startsWith(`${entry.prefix}/`)) {
        return {
          service: entry.service,
          target: entry.target + path.slice(entry.prefix.length) + query,
          route: entry.prefix,
        };
      }
    }
    return undefined;
  }

  /** Every prefix route (lower-case public prefix), for the merged OpenAPI document. */
  prefixEntries(): { service: BackendService; prefix: string; target: string }[] {
    return this.prefixes.map((entry) => ({ ...entry }));
  }

  /** Every catalogued route with its public path, for the merged OpenAPI document. */
  entries(): { service: BackendService; method: string; publicPath: string; target: string }[] {
    return [...this.exact.entries()].map(([k, v]) => ({
      service: v.service,
      method: k.split(' ')[0],
      publicPath: publicPath(v.route),
      target: v.target,
    }));
  }
}

import { BackendService } from '@arena/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call a public path, declared next to it and checked by the authorisation matrix
 * (services/edge/test/authorisation-matrix.e2e.ts): open (visitors too), user (logged in),
 * streamer (a user with a room), room-staff (the room's streamer, its administrators and assistants,
 * platform administrators), admin (platform administrators).
 */
export type Access = 'open' | 'user' | 'streamer' | 'room-staff' | 'admin';

/** One public path of the catalogue (as catalogued, without `/api`) and where the edge sends it. */
export interface CatalogueRoute {
  method: HttpMethod;
  /** As in api-catalog.tsv, e.g. `user/login` or `api/Search/index`. */
  path: string;
  /** The owner service's own, clearly named route. */
  target: string;
  access: Access;
  /** Input the authorisation matrix sends, for a route whose access depends on it (no `id`: "me"). */
  probe?: Record<string, string | number>;
}

/** A family of paths served by prefix (admin endpoints, uploaded files); the rest of the path is kept. */
export interface PrefixRoute {
  /** Public prefix, e.g. `/api/admin/users`. */
  prefix: string;
  /** Owner service prefix, e.g. `/admin/users`. */
  target: string;
  /**
   * Who may call each route the owner serves under `target`, keyed by method and the rest of its
   * path (`'POST /:id/ban'`, `'GET /'`). Routes the service keeps for other services (`internal`)
   * are refused to everyone and need no entry.
   */
  access: Record<string, Access>;
}

export interface ServiceRoutes {
  service: BackendService;
  catalogue: CatalogueRoute[];
  prefixes?: PrefixRoute[];
}

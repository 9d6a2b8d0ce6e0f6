import { BackendService } from '@arena/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One public path of the catalogue (as catalogued, without `/api`) and where the edge sends it. */
export interface CatalogueRoute {
  method: HttpMethod;
  /** As in the endpoint catalogue (docs/product.md), e.g. `user/login` or `api/Search/index`. */
  path: string;
  /** The owner service's own, clearly named route. */
  target: string;
  /** Input the authorisation matrix sends, for a route whose access depends on it (no `id`: "me"). */
  probe?: Record<string, string | number>;
}

/**
 * A family of paths served by prefix (admin endpoints, uploaded files); the rest of the path is kept.
 * Who may call a route is declared once, by the owner's `@Endpoint({ auth })`: the edge only routes.
 */
export interface PrefixRoute {
  /** Public prefix, e.g. `/api/admin/users`. */
  prefix: string;
  /** Owner service prefix, e.g. `/admin/users`. */
  target: string;
}

export interface ServiceRoutes {
  service: BackendService;
  catalogue: CatalogueRoute[];
  prefixes?: PrefixRoute[];
}

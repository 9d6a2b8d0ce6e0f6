import { BackendService } from '@arena/shared';
import { RouteTable } from '../routing/route-table';

type Operation = Record<string, unknown>;
type PathItem = Record<string, Operation>;
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, PathItem>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
}

/**
 * The public API document: each service describes its own routes; this renames them to the
 * catalogued public paths the site calls, so the site's typed client matches what it requests.
 * A service missing from `documents` (down, or not booted) is left out.
 */
export function publicDocument(
  routes: RouteTable,
  documents: ReadonlyMap<BackendService, OpenApiDocument>,
): OpenApiDocument {
  const entries = routes.entries();
  const paths: Record<string, PathItem> = {};
  for (const entry of entries) {
    const source = documents.get(entry.service)?.paths[entry.target]?.[entry.method.toLowerCase()];
    if (!source) continue;
    paths[entry.publicPath] = {
      ...paths[entry.publicPath],
      [entry.method.toLowerCase()]: { ...source, tags: [entry.service] },
    };
  }
  // Prefix routes (scan login, uploads, administration) keep their own paths under the public prefix;
  // a service route already published under its catalogued name is not repeated.
  const catalogued = new Set(entries.map((entry) => `${entry.service} ${entry.method.toLowerCase()} ${entry.target}`));
  for (const entry of routes.prefixEntries()) {
    for (const [path, item] of Object.entries(documents.get(entry.service)?.paths ?? {})) {
      if (path !== entry.target && !path.startsWith(`${entry.target}/`)) continue;
      const publicPath = entry.prefix + path.slice(entry.target.length);
      for (const [method, operation] of Object.entries(item)) {
        // Routes a service keeps for other services are refused at the edge: not part of the public API.
        if (catalogued.has(`${entry.service} ${method} ${path}`) || operation['x-access'] === 'internal') continue;
        paths[publicPath] = { ...paths[publicPath], [method]: { ...operation, tags: [entry.service] } };
      }
    }
  }
  return {
    openapi: '3.0.0',
    info: {
      title: 'Arena Live public API',
      version: '1',
      description: 'Every catalogued path, served by the edge under /api.',
    },
    paths,
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
  };
}

/** The services the public document is made of: every owner of a catalogued or prefix route. */
export function documentedServices(routes: RouteTable): BackendService[] {
  return [...new Set([...routes.entries(), ...routes.prefixEntries()].map((entry) => entry.service))];
}

import { ServiceRoutes } from './route-entry';

/**
 * The search service: no catalogued path yet (add its rows of the endpoint catalogue, docs/product.md, to `catalogue`);
 * everything under `/api/search` goes to its own `/search/...` routes.
 */
export const SEARCH_ROUTES: ServiceRoutes = {
  service: 'search',
  catalogue: [],
  prefixes: [{ prefix: '/api/search', target: '/search' }],
};

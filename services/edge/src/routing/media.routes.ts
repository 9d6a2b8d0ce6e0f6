import { ServiceRoutes } from './route-entry';

/** The media service has no catalogued API: players fetch its streams and recordings under /media. */
export const MEDIA_ROUTES: ServiceRoutes = {
  service: 'media',
  catalogue: [],
  prefixes: [{ prefix: '/media', target: '/media' }],
};

import { ServiceRoutes } from './route-entry';

/** The `live` rows of the catalogue (48 in all). */
export const LIVE_ROUTES: ServiceRoutes = {
  service: 'live',
  catalogue: [
    // rooms and lists
    { method: 'GET', path: 'Live/getRoomList', target: '/rooms' },
  ],
};

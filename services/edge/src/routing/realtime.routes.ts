import { ServiceRoutes } from './route-entry';

/**
 * The realtime gateway's HTTP side. `chat/sendMsg` is catalogued under `community`, but private
 * messages live in the realtime service, so the edge sends it there.
 */
export const REALTIME_ROUTES: ServiceRoutes = {
  service: 'realtime',
  catalogue: [{ method: 'POST', path: 'chat/sendMsg', target: '/im/messages' }],
};

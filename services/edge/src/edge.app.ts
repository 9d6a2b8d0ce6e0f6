import { createServiceApp } from '@arena/shared';
import { EdgeModule } from './edge.module';
import { registerProxyRoutes } from './proxy/register-proxy-routes';

/** The edge as `main.ts` runs it and as tests boot it. */
export function createEdgeApp() {
  return createServiceApp(EdgeModule, 'edge', { configure: registerProxyRoutes });
}

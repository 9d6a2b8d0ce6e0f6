import { createServiceApp } from '@arena/shared';
import { EdgeModule } from './edge.module';
import { registerProxyRoutes } from './proxy/register-proxy-routes';
import { registerSecurityHeaders } from './site/security-headers';
import { registerSite } from './site/site-static';
import { registerSocketProxy } from './proxy/socket-proxy';

/** The edge as `main.ts` runs it and as tests boot it. */
export function createEdgeApp() {
  return createServiceApp(EdgeModule, 'edge', {
    configure: (app) => {
      registerSecurityHeaders(app);
      registerProxyRoutes(app);
      registerSocketProxy(app);
      registerSite(app);
    },
  });
}

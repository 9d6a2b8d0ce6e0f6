import { createServiceApp } from '@arena/shared';
import { CommunityModule } from './community.module';

/** The community service as `main.ts` runs it and as tests boot it. */
export function createCommunityApp() {
  return createServiceApp(CommunityModule, 'community');
}

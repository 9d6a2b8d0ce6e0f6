import { createServiceApp } from '@arena/shared';
import { liveConfig } from './live.config';
import { LiveModule } from './live.module';

/** The live service as `main.ts` runs it and as tests boot it. */
export function createLiveApp() {
  liveConfig(); // fail fast on a bad setting
  return createServiceApp(LiveModule, 'live');
}

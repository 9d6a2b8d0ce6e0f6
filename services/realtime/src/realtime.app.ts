import { createServiceApp } from '@arena/shared';
import { RealtimeModule } from './realtime.module';

/** The realtime gateway as `main.ts` runs it and as tests boot it (several per test, sharing Redis). */
export function createRealtimeApp() {
  return createServiceApp(RealtimeModule, 'realtime');
}

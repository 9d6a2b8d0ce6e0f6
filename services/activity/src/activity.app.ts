import { createServiceApp } from '@arena/shared';
import { activityConfig } from './activity.config';
import { ActivityModule } from './activity.module';

/** The activity service as `main.ts` runs it and as tests boot it. */
export function createActivityApp() {
  activityConfig(); // fail fast on a bad time zone
  return createServiceApp(ActivityModule, 'activity');
}

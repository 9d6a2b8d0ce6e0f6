import { createServiceApp } from '@arena/shared';
import { ScoresModule } from './scores.module';

/** The scores service as `main.ts` runs it and as tests boot it. */
export function createScoresApp() {
  return createServiceApp(ScoresModule, 'scores');
}

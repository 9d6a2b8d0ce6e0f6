import { createServiceApp } from '@arena/shared';
import { searchConfig } from './search.config';
import { SearchModule } from './search.module';

/** The search service as `main.ts` runs it and as tests boot it. */
export function createSearchApp() {
  searchConfig(); // fail fast on a bad setting
  return createServiceApp(SearchModule, 'search');
}

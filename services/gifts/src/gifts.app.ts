import { createServiceApp } from '@arena/shared';
import { GiftsModule } from './gifts.module';

/** The gifts service as `main.ts` runs it and as tests boot it. */
export function createGiftsApp() {
  return createServiceApp(GiftsModule, 'gifts');
}

import { createServiceApp } from '@arena/shared';
import { MediaModule } from './media.module';

/** The media service as `main.ts` runs it and as tests boot it. */
export function createMediaApp() {
  return createServiceApp(MediaModule, 'media');
}

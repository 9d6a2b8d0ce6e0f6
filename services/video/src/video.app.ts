import { createServiceApp } from '@arena/shared';
import { videoConfig } from './video.config';
import { VideoModule } from './video.module';

/** The video service as `main.ts` runs it and as tests boot it. */
export function createVideoApp() {
  videoConfig(); // fail fast on a bad time zone
  return createServiceApp(VideoModule, 'video');
}

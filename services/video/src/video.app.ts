import { createServiceApp } from '@arena/shared';
import { videoConfig } from './video.config';
import { VideoModule } from './video.module';

/** The video service as `main.ts` runs it and as tests boot it. */
export function createVideoApp() {
  videoConfig(); // fail fast on a bad time zone
  return createServiceApp(VideoModule, 'video', {
    configure: (app) => {
      // A tus PATCH's body is the upload's bytes: left unread for the tus server to stream to disk.
      app
        .getHttpAdapter()
        .getInstance()
        .addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    },
  });
}

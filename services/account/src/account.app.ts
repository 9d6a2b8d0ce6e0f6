import multipart from '@fastify/multipart';
import { createServiceApp } from '@arena/shared';
import { AccountModule } from './account.module';
import { MAX_UPLOAD_BYTES } from './uploads/upload-kinds';

/** The account service as `main.ts` runs it and as tests boot it. */
export function createAccountApp() {
  return createServiceApp(AccountModule, 'account', {
    configure: async (app) => {
      await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    },
  });
}

import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { FileStore, Input, loadConfig, ServedInput, Serves } from '@arena/shared';

/** Keys as the upload endpoint writes them: `<year>/<month>/<uuid>.<type read from the content>`. */
const UPLOADED_KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.([a-z0-9]+)$/;

/** For the community service: what an uploaded file is, before a post keeps its URL. */
@Controller()
export class UploadedFilesController {
  constructor(private readonly storage: FileStore) {}

  @Serves(accountContracts.uploadedFiles)
  async describe(@Input() input: ServedInput<typeof accountContracts.uploadedFiles>) {
    const prefix = `${loadConfig().uploadsPublicPath}/`;
    const files = await Promise.all(
      input.urls.map(async (url) => {
        const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
        const type = UPLOADED_KEY.exec(key)?.[1];
        const size = type ? await this.storage.size(key) : undefined;
        return type && size !== undefined ? { url, type, size } : null;
      }),
    );
    return { files };
  }
}

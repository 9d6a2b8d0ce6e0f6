import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, Lang, ServiceClient } from '@arena/shared';
import { communityConfig } from '../community.config';

const IMAGE_TYPES = ['png', 'jpg'];
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}M`;

/**
 * A post's images are URLs of files uploaded through the account service's upload endpoint, which
 * read each file's type from its content. Before a post keeps them, the account service says what
 * each one is: the spec's png/jpg up to 5M, at most 4, or the post is refused naming the image.
 */
@Injectable()
export class PostImages {
  private readonly config = communityConfig();

  constructor(private readonly services: ServiceClient) {}

  async check(urls: string[], lang: Lang): Promise<string[]> {
    if (urls.length > this.config.maxImages)
      throw AppError.fail('community.too_many_images', { max: this.config.maxImages });
    if (!urls.length) return [];
    const { files } = await this.services.call(accountContracts.uploadedFiles, { urls }, { lang });
    files.forEach((file, index) => {
      const n = index + 1;
      if (!file) throw AppError.fail('community.image_not_uploaded', { n });
      if (!IMAGE_TYPES.includes(file.type)) throw AppError.fail('community.image_type', { n });
      if (file.size > this.config.maxImageBytes)
        throw AppError.fail('community.image_size', { n, max: megabytes(this.config.maxImageBytes) });
    });
    return urls;
  }
}

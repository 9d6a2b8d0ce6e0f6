import { Injectable } from '@nestjs/common';
import { Lang } from '@arena/shared';
import { z } from 'zod';
import { pick } from '../localised';
import { BannersRepository } from './banners.repository';

export const BannerOutput = z.object({
  id: z.number().int(),
  title: z.string().describe("In the caller's language"),
  image: z.string(),
  link: z.string().describe('A path of the site'),
});

@Injectable()
export class BannersService {
  constructor(private readonly banners: BannersRepository) {}

  async list(lang: Lang): Promise<z.output<typeof BannerOutput>[]> {
    const rows = await this.banners.listEnabled();
    return rows.map((row) => ({ id: row.id, title: pick(row, 'title', lang), image: row.image, link: row.link }));
  }
}

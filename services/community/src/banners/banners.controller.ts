import { Controller, Header, Post } from '@nestjs/common';
import { Ctx, Endpoint, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { PUBLIC_LIST } from '../public-list';
import { BannerOutput, BannersService } from './banners.service';

@Controller('banners')
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @Endpoint({ summary: "The home page's carousel (api/Banner/getBannerList)", output: z.array(BannerOutput) })
  @Post()
  @Header('Cache-Control', PUBLIC_LIST)
  list(@Ctx() ctx: RequestContext) {
    return this.banners.list(ctx.lang);
  }
}

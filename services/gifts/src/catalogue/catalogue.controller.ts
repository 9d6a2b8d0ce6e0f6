import { Controller, Post } from '@nestjs/common';
import { Ctx, Endpoint, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { GiftOutput } from './catalogue.schemas';
import { CatalogueService } from './catalogue.service';

@Controller('gifts')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Endpoint({
    summary: 'The gift catalogue by tier, prices in diamonds, with artwork and animation (Gift/getList)',
    output: z.array(GiftOutput),
  })
  @Post('catalogue')
  list(@Ctx() ctx: RequestContext) {
    return this.catalogue.list(ctx.lang);
  }
}

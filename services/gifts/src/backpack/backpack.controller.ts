import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { GiftOutput } from '../catalogue/catalogue.schemas';
import { BackpackService } from './backpack.service';

@Controller('gifts')
export class BackpackController {
  constructor(private readonly backpack: BackpackService) {}

  @Endpoint({
    summary: "The user's gift backpack: gifts owned, sent without paying (Gift/getUserGiftList)",
    auth: 'user',
    output: z.array(z.object({ gift: GiftOutput, quantity: z.number().int() })),
  })
  @Post('backpack')
  list(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.backpack.list(user.id, ctx.lang);
  }
}

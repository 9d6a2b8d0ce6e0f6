import { Controller, Post } from '@nestjs/common';
import { Ctx, Endpoint, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { GuestAccountsService } from './guest-accounts.service';

@Controller('im')
export class ImAccountsController {
  constructor(private readonly guests: GuestAccountsService) {}

  @Endpoint({
    summary: 'A guest messaging account for visitors (Universal/imTouristAccount)',
    output: z.object({ id: z.string(), sig: z.string(), nickname: z.string() }),
  })
  @Post('guest-accounts')
  guest(@Ctx() ctx: RequestContext) {
    return this.guests.create(ctx.lang);
  }
}

import { Controller, Post } from '@nestjs/common';
import { Ctx, Endpoint, loadConfig, RedisService, RequestContext, signIm, translate } from '@arena/shared';
import { z } from 'zod';

/** Guest ids live in their own space (`guest_<n>`) so the realtime gateway never confuses them with users. */
@Controller('im')
export class ImAccountsController {
  constructor(private readonly redis: RedisService) {}

  @Endpoint({
    summary: 'A guest messaging account for visitors (Universal/imTouristAccount)',
    output: z.object({ id: z.string(), sig: z.string(), nickname: z.string() }),
  })
  @Post('guest-accounts')
  async guest(@Ctx() ctx: RequestContext) {
    const n = await this.redis.incr('im:guest:seq');
    const id = `guest_${n}`;
    return { id, sig: signIm(id, loadConfig().imSecret, { ttlSeconds: 24 * 3600 }), nickname: translate('account.guest_nickname', ctx.lang, { id: n }) };
  }
}

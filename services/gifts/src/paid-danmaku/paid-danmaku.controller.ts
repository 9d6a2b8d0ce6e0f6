import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { PaidDanmakuSendInput, PaidDanmakuSendOutput, PaidDanmakuStyleOutput } from './paid-danmaku.schemas';
import { PaidDanmakuService } from './paid-danmaku.service';

@Controller('paid-danmaku')
export class PaidDanmakuController {
  constructor(private readonly barrage: PaidDanmakuService) {}

  @Endpoint({
    summary: 'The paid danmaku styles with their price per message (Barrage/getList)',
    output: z.array(PaidDanmakuStyleOutput),
  })
  @Post('styles')
  styles(@Ctx() ctx: RequestContext) {
    return this.barrage.styles(ctx.lang);
  }

  @Endpoint({
    summary: 'Send a paid danmaku to a room in a style; the room shows it as a barrage event (Barrage/send)',
    auth: 'user',
    input: PaidDanmakuSendInput,
    output: PaidDanmakuSendOutput,
  })
  @Post('send')
  send(@CurrentUser() user: AuthUser, @Input() input: PaidDanmakuSendInput, @Ctx() ctx: RequestContext) {
    return this.barrage.send(user.id, input, ctx.lang);
  }
}

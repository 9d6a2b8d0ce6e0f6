import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { BarrageSendInput, BarrageSendOutput, BarrageStyleOutput } from './barrage.schemas';
import { BarrageService } from './barrage.service';

@Controller('barrage')
export class BarrageController {
  constructor(private readonly barrage: BarrageService) {}

  @Endpoint({
    summary: 'The paid danmaku styles with their price per message (Barrage/getList)',
    output: z.array(BarrageStyleOutput),
  })
  @Post('styles')
  styles(@Ctx() ctx: RequestContext) {
    return this.barrage.styles(ctx.lang);
  }

  @Endpoint({
    summary: 'Send a paid danmaku to a room in a style; the room shows it as a barrage event (Barrage/send)',
    auth: 'user',
    input: BarrageSendInput,
    output: BarrageSendOutput,
  })
  @Post('send')
  send(@CurrentUser() user: AuthUser, @Input() input: BarrageSendInput, @Ctx() ctx: RequestContext) {
    return this.barrage.send(user.id, input, ctx.lang);
  }
}

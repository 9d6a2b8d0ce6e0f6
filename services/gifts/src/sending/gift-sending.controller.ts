import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { GiftSendingService } from './gift-sending.service';
import { HandselInput, HandselOutput, ReceivedGiftOutput, ReceivedInput } from './sending.schemas';

@Controller('gifts')
export class GiftSendingController {
  constructor(private readonly sending: GiftSendingService) {}

  @Endpoint({
    summary:
      "Send a gift (with a combo count) to a room's streamer, paid in diamonds or from the backpack (member/handselGift)",
    auth: 'user',
    input: HandselInput,
    output: HandselOutput,
  })
  @Post('send')
  send(@CurrentUser() user: AuthUser, @Input() input: HandselInput, @Ctx() ctx: RequestContext) {
    return this.sending.send(user.id, input, ctx.lang);
  }

  @Endpoint({
    summary: 'Gifts the streamer received, newest first (member/webgetAnchorgiftlist)',
    auth: 'user',
    input: ReceivedInput,
    output: pageOf(ReceivedGiftOutput),
  })
  @Post('received')
  received(@CurrentUser() user: AuthUser, @Input() input: z.output<typeof ReceivedInput>, @Ctx() ctx: RequestContext) {
    return this.sending.received(user.id, input.page, input.limit, ctx.lang);
  }
}

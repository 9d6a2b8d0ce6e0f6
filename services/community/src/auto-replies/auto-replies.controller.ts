import { Controller, Get, Post } from '@nestjs/common';
import { communityContracts } from '@arena/contracts';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  RequestContext,
  ServedInput,
  Serves,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { AutoRepliesService } from './auto-replies.service';

/** The longest automatic reply, in characters. */
export const AUTO_REPLY_MAX = 200;

const SetInput = z.object({
  is_open: fields.bool().describe('1: answer private messages automatically; 0: stop'),
  content: fields.optionalText(AUTO_REPLY_MAX).describe('The reply (banned words are masked); kept when omitted'),
});
const AutoReplyOutput = z.object({ is_open: z.union([z.literal(0), z.literal(1)]), content: z.string() });

@Controller()
export class AutoRepliesController {
  constructor(private readonly replies: AutoRepliesService) {}

  @Endpoint({
    summary: "Turn the caller's automatic reply to private messages on or off, with its text (member/setAutoReply)",
    auth: 'streamer',
    input: SetInput,
    output: AutoReplyOutput,
  })
  @Post('auto-replies')
  async set(@Input() input: z.output<typeof SetInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('community.auto_reply_saved', await this.replies.set(user.id, input, ctx.lang));
  }

  @Endpoint({ summary: "The caller's automatic reply", auth: 'user', output: AutoReplyOutput })
  @Get('community/auto-replies/mine')
  mine(@CurrentUser() user: AuthUser) {
    return this.replies.mine(user.id);
  }

  @Serves(communityContracts.autoReply)
  of(@Input() input: ServedInput<typeof communityContracts.autoReply>) {
    return this.replies.of(input.id);
  }
}

import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, fields, Input, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { SignInsService, STRIP_DAYS } from './sign-ins.service';

/** `id`: the strip day being signed, as pcSignTaskList numbered it; optional, checked when given. */
const SignInput = z.object({ id: fields.int(1, STRIP_DAYS).optional() });

@Controller('sign-ins')
export class SignInsController {
  constructor(private readonly signIns: SignInsService) {}

  @Endpoint({ summary: 'The 7-day sign-in strip, today\'s tasks and whether today is signed (Activity/pcSignTaskList)', auth: 'user' })
  @Post('overview')
  overview(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.signIns.overview(user.id, ctx.lang);
  }

  @Endpoint({ summary: 'Sign in for today; the reward is paid in diamonds (Activity/task_handle_sign)', auth: 'user', input: SignInput })
  @Post()
  async signIn(@Input() input: z.output<typeof SignInput>, @CurrentUser() user: AuthUser) {
    return withMessage('activity.signed', await this.signIns.signIn(user.id, input.id));
  }
}

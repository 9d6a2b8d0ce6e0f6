import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, fields, Input, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { DailyTaskOutput } from '../tasks/tasks.schemas';
import { SignInsService, STRIP_DAYS } from './sign-ins.service';

/** `id`: the strip day being signed, as pcSignTaskList numbered it; optional, checked when given. */
const SignInput = z.object({ id: fields.int(1, STRIP_DAYS).optional() });
const OverviewOutput = z.object({
  list: z.array(
    z.object({ num: z.number().int(), lz_num: z.number().int(), is_sign: z.union([z.literal(0), z.literal(1)]) }),
  ),
  today: z.array(DailyTaskOutput),
  is_sign: z.union([z.literal(0), z.literal(1)]),
  sign_days: z.number().int(),
});
const SignOutput = z.object({
  num: z.number().int().describe('The day signed'),
  lz_num: z.number().int().describe('Its reward'),
  gold: z.string().optional().describe('Diamonds after it (absent when the day pays nothing)'),
});

@Controller('sign-ins')
export class SignInsController {
  constructor(private readonly signIns: SignInsService) {}

  @Endpoint({
    summary: "The 7-day sign-in strip, today's tasks and whether today is signed (Activity/pcSignTaskList)",
    auth: 'user',
    output: OverviewOutput,
  })
  @Post('overview')
  overview(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.signIns.overview(user.id, ctx.lang);
  }

  @Endpoint({
    summary: 'Sign in for today; the reward is paid in diamonds (Activity/task_handle_sign)',
    auth: 'user',
    input: SignInput,
    output: SignOutput,
  })
  @Post()
  async signIn(@Input() input: z.output<typeof SignInput>, @CurrentUser() user: AuthUser) {
    return withMessage('activity.signed', await this.signIns.signIn(user.id, input.id));
  }
}

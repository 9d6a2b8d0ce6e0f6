import { Controller, Get, Post } from '@nestjs/common';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  Input,
  Lang,
  PageInput,
  pageOf,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { amountField } from '@arena/contracts';
import { z } from 'zod';

import { WithdrawalOutput } from './withdrawals.schemas';
import { WithdrawalsService } from './withdrawals.service';

const ApplyInput = z.object({
  amount: amountField(),
  payment_password: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : String(v)),
    z.string().max(32),
  ),
  account_type: z.preprocess((v) => (v === '' || v === undefined ? 'bank' : v), z.enum(['bank', 'alipay'])),
});

@Controller('withdrawals')
export class WithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Endpoint({
    summary: 'Apply to withdraw cash balance; the amount is held until reviewed (Balance/applyForWithdrawal)',
    auth: 'user',
    input: ApplyInput,
    output: WithdrawalOutput,
    missingKey: 'common.complete_info',
  })
  @Get('apply')
  apply(@Input() input: z.output<typeof ApplyInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.applyFor(input, user, ctx.lang);
  }

  /** The same application with the payment password in the body, where no log or history keeps it. */
  @Endpoint({
    summary: 'Apply to withdraw, the payment password in the body (POST Balance/applyForWithdrawal)',
    auth: 'user',
    input: ApplyInput,
    output: WithdrawalOutput,
    missingKey: 'common.complete_info',
  })
  @Post('apply')
  applyByPost(@Input() input: z.output<typeof ApplyInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.applyFor(input, user, ctx.lang);
  }

  private async applyFor(input: z.output<typeof ApplyInput>, user: AuthUser, lang: Lang) {
    const withdrawal = await this.withdrawals.apply({
      userId: user.id,
      amountCents: input.amount,
      paymentPassword: input.payment_password,
      accountType: input.account_type,
      lang,
    });
    return withMessage('wallet.withdrawal_applied', withdrawal);
  }

  @Endpoint({
    summary: "The user's withdrawals and their states (Balance/withdrawalList)",
    auth: 'user',
    input: PageInput,
    output: pageOf(WithdrawalOutput),
  })
  @Get()
  list(@Input() input: PageInput, @CurrentUser() user: AuthUser) {
    return this.withdrawals.page({ userId: user.id }, input.page, input.limit);
  }
}

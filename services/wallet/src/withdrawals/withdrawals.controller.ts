import { Controller, Get } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, PageInput, withMessage } from '@arena/shared';
import { z } from 'zod';
import { amountField } from '../ledger/money';
import { WithdrawalsService } from './withdrawals.service';

const ApplyInput = z.object({
  amount: amountField(),
  payment_password: z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : String(v)), z.string().max(32)),
  account_type: z.preprocess((v) => (v === '' || v === undefined ? 'bank' : v), z.enum(['bank', 'alipay'])),
});

@Controller('withdrawals')
export class WithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Endpoint({
    summary: 'Apply to withdraw cash balance; the amount is held until reviewed (Balance/applyForWithdrawal)',
    auth: 'user',
    input: ApplyInput,
    missingKey: 'common.complete_info',
  })
  @Get('apply')
  async apply(@Input() input: z.output<typeof ApplyInput>, @CurrentUser() user: AuthUser) {
    const withdrawal = await this.withdrawals.apply({
      userId: user.id,
      amountCents: input.amount,
      paymentPassword: input.payment_password,
      accountType: input.account_type,
    });
    return withMessage('wallet.withdrawal_applied', withdrawal);
  }

  @Endpoint({ summary: 'The user\'s withdrawals and their states (Balance/withdrawalList)', auth: 'user', input: PageInput })
  @Get()
  list(@Input() input: PageInput, @CurrentUser() user: AuthUser) {
    return this.withdrawals.page({ userId: user.id }, input.page, input.limit);
  }
}

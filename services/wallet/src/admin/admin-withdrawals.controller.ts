import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, PageInput, pageOf, withMessage } from '@arena/shared';
import { z } from 'zod';
import { WithdrawalOutput } from '../withdrawals/withdrawals.schemas';
import { WithdrawalsService } from '../withdrawals/withdrawals.service';

const ListInput = PageInput.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['pending', 'paid', 'rejected']).optional()),
});
const ReviewInput = z.object({ id: fields.id(), note: fields.optionalText(200) });
const RejectInput = z.object({ id: fields.id(), note: fields.text(200) });

@Controller('admin/wallet/withdrawals')
export class AdminWithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Endpoint({
    summary: 'Withdrawals to review, by status (admin)',
    auth: 'admin',
    input: ListInput,
    output: pageOf(WithdrawalOutput),
  })
  @Get()
  list(@Input() input: z.output<typeof ListInput>) {
    return this.withdrawals.page(input.status ? { status: input.status } : {}, input.page, input.limit);
  }

  @Endpoint({
    summary: 'Approve: the held amount is paid out, minus the fee (admin)',
    auth: 'admin',
    input: ReviewInput,
    output: WithdrawalOutput,
  })
  @Post(':id/approve')
  async approve(@Input() input: z.output<typeof ReviewInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('common.ok', await this.withdrawals.review(input.id, admin.id, 'paid', input.note ?? ''));
  }

  @Endpoint({
    summary: 'Reject with a reason: the held amount returns to the user (admin)',
    auth: 'admin',
    input: RejectInput,
    output: WithdrawalOutput,
  })
  @Post(':id/reject')
  async reject(@Input() input: z.output<typeof RejectInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('common.ok', await this.withdrawals.review(input.id, admin.id, 'rejected', input.note));
  }
}

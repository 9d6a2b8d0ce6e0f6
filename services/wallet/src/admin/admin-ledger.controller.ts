import { Controller, Get, Post } from '@nestjs/common';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  PageInput,
  pageOf,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { ACCOUNT_KINDS, amountField } from '@arena/contracts';
import { z } from 'zod';

import { AdminAdjustmentsService } from './admin-adjustments.service';
import { LedgerIntegrityService } from '../ledger/ledger-integrity.service';
import { LedgerService } from '../ledger/ledger.service';
import { diamondsText, yuanText } from '../ledger/money';
import { StatementLineOutput } from '../statements/statements.schemas';
import { StatementsService } from '../statements/statements.service';

const AdjustInput = z.object({
  user_id: fields.id(),
  kind: z.enum(ACCOUNT_KINDS),
  direction: z.enum(['credit', 'debit']),
  amount: amountField(),
  /** Why: kept as the transfer's memo, shown in the user's records. */
  reason: fields.text(200, 2),
  /** Lets a retried request (double click) post once. */
  idempotency_key: fields.optionalText(100),
});
const LedgerInput = PageInput.extend({ user_id: fields.id() });

@Controller('admin/wallet')
export class AdminLedgerController {
  constructor(
    private readonly ledger: LedgerService,
    private readonly adjustments: AdminAdjustmentsService,
    private readonly statements: StatementsService,
    private readonly integrity: LedgerIntegrityService,
  ) {}

  @Endpoint({
    summary: 'Adjust a balance: a transfer with the adjustments account, with a reason (admin)',
    auth: 'admin',
    input: AdjustInput,
    output: z.object({ transfer_id: z.string(), replayed: z.boolean(), amount: z.string() }),
  })
  @Post('adjustments')
  async adjust(@Input() input: z.output<typeof AdjustInput>, @CurrentUser() admin: AuthUser) {
    const result = await this.adjustments.adjust({
      userId: input.user_id,
      kind: input.kind,
      direction: input.direction,
      amountCents: input.amount,
      reason: input.reason,
      idempotencyKey: input.idempotency_key,
      adminId: admin.id,
    });
    return withMessage('common.ok', {
      transfer_id: result.transferId,
      replayed: result.replayed,
      amount: result.amount,
    });
  }

  @Endpoint({
    summary: "Any user's balances and ledger records (admin)",
    auth: 'admin',
    input: LedgerInput,
    output: pageOf(StatementLineOutput).extend({ gold: z.string(), balances: z.string(), consumption: z.string() }),
  })
  @Get('ledger')
  async userLedger(@Input() input: z.output<typeof LedgerInput>, @Ctx() ctx: RequestContext) {
    const balances = await this.ledger.balancesOf(input.user_id);
    const page = await this.statements.page(input.user_id, 0, input.page, input.limit, ctx.lang, { allTime: true });
    return {
      gold: diamondsText(balances.diamond),
      balances: yuanText(balances.cash),
      consumption: yuanText(balances.consumption),
      ...page,
    };
  }

  @Endpoint({
    summary: 'Integrity: every currency sums to zero and no user account is negative (admin)',
    auth: 'admin',
    output: z.object({
      currencies: z.array(z.object({ currency: z.string(), accounts: z.number().int(), sum: z.string() })),
      negative_user_accounts: z.number().int(),
      system_accounts: z.array(z.object({ code: z.string().nullable(), balance: z.string() })),
    }),
  })
  @Get('ledger/summary')
  summary() {
    return this.integrity.summary();
  }
}

import { Controller, Get } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, fields, Input, PageInput, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { STATEMENT_TYPES } from './statement-types';
import { StatementsService } from './statements.service';
import { StatementLineOutput, StatementTypeOutput } from './statements.schemas';

const StatementInput = PageInput.extend({
  type: z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : v),
    fields
      .int(0, 99)
      .refine((t) => t === 0 || STATEMENT_TYPES.some((s) => s.type === t), 'wallet.statement_type_invalid'),
  ),
});

@Controller('statements')
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Endpoint({
    summary: 'Ledger records of the last 3 months, paged, by type (Order/getList)',
    auth: 'user',
    input: StatementInput,
    output: pageOf(StatementLineOutput),
  })
  @Get()
  list(@Input() input: z.output<typeof StatementInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.statements.page(user.id, input.type, input.page, input.limit, ctx.lang);
  }

  @Endpoint({
    summary: 'The record types Order/getList filters by (order/getTypeList)',
    auth: 'user',
    output: z.array(StatementTypeOutput),
  })
  @Get('types')
  types(@Ctx() ctx: RequestContext) {
    return this.statements.types(ctx.lang);
  }
}

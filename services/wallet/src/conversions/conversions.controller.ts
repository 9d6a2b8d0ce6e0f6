import { randomUUID } from 'node:crypto';
import { Controller, Get } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { amountField } from '@arena/contracts';
import { z } from 'zod';
import { LedgerService } from '../ledger/ledger.service';

const ConversionInput = z.object({ amount: amountField() });

@Controller('conversions')
export class ConversionsController {
  constructor(private readonly ledger: LedgerService) {}

  /** One way only: no route moves money from the consumption wallet back to the cash balance. */
  @Endpoint({
    summary: 'Move cash balance into the consumption wallet, irreversibly (Balance/conversionBalance)',
    auth: 'user',
    input: ConversionInput,
    output: z.object({
      amount: z.string(),
      balances: z.string().describe('Cash balance after, yuan'),
      consumption: z.string().describe('Consumption wallet after, yuan'),
    }),
    missingKey: 'common.complete_info',
  })
  @Get()
  async convert(@Input() input: z.output<typeof ConversionInput>, @CurrentUser() user: AuthUser) {
    const result = await this.ledger.transfer({
      key: `conversion:${randomUUID()}`,
      from: { userId: user.id, kind: 'cash' },
      to: { userId: user.id, kind: 'consumption' },
      amountCents: input.amount,
      reason: 'conversion',
    });
    return withMessage('wallet.converted', {
      amount: result.amount,
      balances: result.fromBalance,
      consumption: result.toBalance,
    });
  }
}

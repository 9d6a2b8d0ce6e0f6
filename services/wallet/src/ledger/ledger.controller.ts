import { Controller, Get, Post } from '@nestjs/common';
import { Endpoint, fields, Input } from '@arena/shared';
import { z } from 'zod';
import { ACCOUNT_KINDS, SYSTEM_ACCOUNT_CODES, TRANSFER_REASONS } from './ledger-accounts';
import { LedgerService } from './ledger.service';
import { amountField, diamondsText, yuanText } from './money';

const PartyInput = z.union([
  z.object({ user_id: fields.id(), kind: z.enum(ACCOUNT_KINDS) }).strict(),
  z.object({ system: z.enum(SYSTEM_ACCOUNT_CODES) }).strict(),
]);
const toParty = (party: z.output<typeof PartyInput>) => ('system' in party ? { system: party.system } : { userId: party.user_id, kind: party.kind });

const TransferInput = z.object({
  idempotency_key: fields.text(128, 8),
  from: PartyInput,
  to: PartyInput,
  amount: amountField(),
  reason: z.enum(TRANSFER_REASONS),
  memo: fields.optionalText(200),
});

const TransferOutput = z.object({
  transfer_id: z.string(),
  replayed: z.boolean(),
  currency: z.enum(['diamond', 'cny']),
  amount: z.string(),
  from_balance: z.string(),
  to_balance: z.string(),
  created_at: z.string(),
});

/** What other services use to move money and read balances: service credential only. */
@Controller('internal')
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Endpoint({
    summary: 'Move money between two accounts of one currency, idempotently (internal)',
    auth: 'internal',
    input: TransferInput,
    output: TransferOutput,
  })
  @Post('transfers')
  async transfer(@Input() input: z.output<typeof TransferInput>): Promise<z.output<typeof TransferOutput>> {
    const result = await this.ledger.transfer({
      key: input.idempotency_key,
      from: toParty(input.from),
      to: toParty(input.to),
      amountCents: input.amount,
      reason: input.reason,
      memo: input.memo,
    });
    return {
      transfer_id: result.transferId,
      replayed: result.replayed,
      currency: result.currency as 'diamond' | 'cny',
      amount: result.amount,
      from_balance: result.fromBalance,
      to_balance: result.toBalance,
      created_at: result.createdAt,
    };
  }

  @Endpoint({
    summary: 'Gold (diamonds) and balances of a user, as Member/info shows them (internal)',
    auth: 'internal',
    input: z.object({ userId: fields.id() }),
    output: z.object({ gold: z.string(), balances: z.string(), consumption: z.string() }),
  })
  @Get('balances/:userId')
  async balances(@Input() input: { userId: number }) {
    const balances = await this.ledger.balancesOf(input.userId);
    return { gold: diamondsText(balances.diamond), balances: yuanText(balances.cash), consumption: yuanText(balances.consumption) };
  }
}

import { Controller, Get } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { PayoutAccountsService } from './payout-accounts.service';

const holderName = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .min(2)
      .max(32)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} ·.'-]*$/u, 'wallet.holder_name_invalid'),
  );

const BankCardInput = z.object({
  name: holderName(),
  card_no: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') || undefined : typeof v === 'number' ? String(v) : v),
    z.string().regex(/^\d{12,19}$/, 'wallet.card_no_invalid'),
  ),
  bank_name: fields.text(64, 2),
  branch: fields.optionalText(100),
});

const AlipayInput = z.object({
  name: holderName(),
  account: fields
    .text(64, 5)
    .pipe(z.string().regex(/^(\d{6,15}|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'wallet.alipay_account_invalid')),
});

const BankCardOutput = z.object({
  is_bind: z.union([z.literal(0), z.literal(1)]),
  name: z.string().describe('Masked'),
  card_no: z.string().describe('Masked'),
  bank_name: z.string(),
  branch: z.string(),
});
const AlipayOutput = z.object({
  is_bind: z.union([z.literal(0), z.literal(1)]),
  name: z.string().describe('Masked'),
  account: z.string().describe('Masked'),
});

/** Bank cards and Alipay accounts users withdraw to: validated here, stored and masked by the service. */
@Controller('payout-accounts')
export class PayoutAccountsController {
  constructor(private readonly accounts: PayoutAccountsService) {}

  @Endpoint({
    summary: 'Bind or replace the bank card (Bank_card/bind)',
    auth: 'user',
    input: BankCardInput,
    output: BankCardOutput,
    missingKey: 'common.complete_info',
  })
  @Get('bank/bind')
  async bindBank(@Input() input: z.output<typeof BankCardInput>, @CurrentUser() user: AuthUser) {
    await this.accounts.save(user.id, 'bank', {
      holderName: input.name,
      accountNo: input.card_no,
      bankName: input.bank_name,
      branch: input.branch ?? '',
    });
    return withMessage('wallet.bank_card_bound', await this.accounts.bank(user.id));
  }

  @Endpoint({ summary: 'The bound bank card, masked (Bank_card/getInfo)', auth: 'user', output: BankCardOutput })
  @Get('bank')
  bank(@CurrentUser() user: AuthUser) {
    return this.accounts.bank(user.id);
  }

  @Endpoint({
    summary: 'Bind or replace the Alipay account (Bank_card/bindAliPay)',
    auth: 'user',
    input: AlipayInput,
    output: AlipayOutput,
    missingKey: 'common.complete_info',
  })
  @Get('alipay/bind')
  async bindAlipay(@Input() input: z.output<typeof AlipayInput>, @CurrentUser() user: AuthUser) {
    await this.accounts.save(user.id, 'alipay', {
      holderName: input.name,
      accountNo: input.account,
      bankName: '',
      branch: '',
    });
    return withMessage('wallet.alipay_bound', await this.accounts.alipay(user.id));
  }

  @Endpoint({
    summary: 'The bound Alipay account, masked (Bank_card/getAliPayInfo)',
    auth: 'user',
    output: AlipayOutput,
  })
  @Get('alipay')
  alipay(@CurrentUser() user: AuthUser) {
    return this.accounts.alipay(user.id);
  }
}

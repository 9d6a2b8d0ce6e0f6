import { Controller, Post } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import {
  AppError,
  AuthUser,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  ServedInput,
  Serves,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { PASSWORD } from '../users/passwords';
import { PasswordsService } from './passwords.service';

const ResetInput = z.object({
  mobile: fields.mobile(),
  country_code: fields.countryCode(),
  code: fields.text(6, 1),
  password: PASSWORD(),
  repassword: fields.text(20, 1),
});

const ChangeInput = z.object({
  old_password: fields.text(64, 1),
  password: PASSWORD(),
  repassword: fields.text(20, 1),
});

/** Digits typed into a form may arrive as a JSON number; nothing else is turned into text (z.coerce would make undefined "undefined"). */
const digitText = () =>
  z.preprocess((v) => (v === '' ? undefined : typeof v === 'number' ? String(v) : v), z.string().max(64));
const sixDigits = () => digitText().pipe(z.string().regex(/^\d{6}$/, 'account.payment_password_format'));
const PaymentPasswordInput = z.object({
  payment_password: sixDigits(),
  repassword: digitText(),
  /** Needed to change an existing payment password. */
  old_payment_password: sixDigits().optional(),
});
@Controller()
export class PasswordsController {
  constructor(private readonly passwords: PasswordsService) {}

  @Endpoint({
    summary: 'Reset a forgotten password with an SMS code (user/editPassword)',
    input: ResetInput,
    output: z.null(),
    missingKey: 'common.complete_info',
  })
  @Post('passwords/reset')
  async reset(@Input() input: z.output<typeof ResetInput>) {
    if (input.password !== input.repassword) throw AppError.fail('account.password_mismatch');
    await this.passwords.reset(input.country_code, input.mobile, input.code, input.password);
    return withMessage('account.password_changed', null);
  }

  @Endpoint({
    summary: 'Change the password; other sessions end (user/updatePassword)',
    auth: 'user',
    input: ChangeInput,
    output: z.null(),
    missingKey: 'common.complete_info',
  })
  @Post('passwords/change')
  async change(@Input() input: z.output<typeof ChangeInput>, @CurrentUser() auth: AuthUser) {
    if (input.password !== input.repassword) throw AppError.fail('account.password_mismatch');
    await this.passwords.change(auth.id, auth.sessionId, input.old_password, input.password);
    return withMessage('account.password_changed', null);
  }

  @Endpoint({
    summary: 'Set or change the 6-digit payment password (Member/paymentPassword)',
    auth: 'user',
    input: PaymentPasswordInput,
    output: z.null(),
    missingKey: 'common.complete_info',
  })
  @Post('payment-password')
  async setPaymentPassword(@Input() input: z.output<typeof PaymentPasswordInput>, @CurrentUser() auth: AuthUser) {
    if (input.payment_password !== input.repassword) throw AppError.fail('account.password_mismatch');
    await this.passwords.setPayment(auth.id, input.payment_password, input.old_payment_password);
    return withMessage('account.payment_password_set', null);
  }

  /** For the wallet: withdrawals need the payment password. Answers `{ valid, set }`. */
  @Serves(accountContracts.verifyPaymentPassword)
  verifyPayment(@Input() input: ServedInput<typeof accountContracts.verifyPaymentPassword>) {
    return this.passwords.verifyPayment(input.user_id, input.payment_password);
  }
}

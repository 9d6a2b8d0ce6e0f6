import { Controller, Post } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, AuthUser, CurrentUser, Endpoint, fields, Input, PrismaService, ServedInput, Serves, withMessage } from '@arena/shared';
import { z } from 'zod';
import { SessionsService } from '../sessions/sessions.service';
import { hashPassword, PASSWORD } from '../users/passwords';
import { PasswordAttempts } from './password-attempts';
import { UsersService } from '../users/users.service';
import { VerificationCodesService } from '../verification-codes/verification-codes.service';

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
const digitText = () => z.preprocess((v) => (v === '' ? undefined : typeof v === 'number' ? String(v) : v), z.string().max(64));
const sixDigits = () => digitText().pipe(z.string().regex(/^\d{6}$/, 'account.payment_password_format'));
const PaymentPasswordInput = z.object({
  payment_password: sixDigits(),
  repassword: digitText(),
  /** Needed to change an existing payment password. */
  old_payment_password: sixDigits().optional(),
});
@Controller()
export class PasswordsController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly sessions: SessionsService,
    private readonly attempts: PasswordAttempts,
  ) {}

  @Endpoint({ summary: 'Reset a forgotten password with an SMS code (user/editPassword)', input: ResetInput, output: z.null(), missingKey: 'common.complete_info' })
  @Post('passwords/reset')
  async reset(@Input() input: z.output<typeof ResetInput>) {
    if (input.password !== input.repassword) throw AppError.fail('account.password_mismatch');
    const user = await this.users.findByMobile(input.country_code, input.mobile);
    if (!user) throw AppError.fail('account.mobile_not_registered');
    const passwordHash = await hashPassword(input.password);
    await this.codes.consume({ countryCode: input.country_code, mobile: input.mobile, purpose: 'reset' }, input.code);
    await this.prisma.user.update({ where: { id: user.id }, data: { passwordHash } });
    await this.sessions.revokeAllOf(user.id, 'password');
    return withMessage('account.password_changed', null);
  }

  @Endpoint({ summary: 'Change the password; other sessions end (user/updatePassword)', auth: 'user', input: ChangeInput, output: z.null(), missingKey: 'common.complete_info' })
  @Post('passwords/change')
  async change(@Input() input: z.output<typeof ChangeInput>, @CurrentUser() auth: AuthUser) {
    if (input.password !== input.repassword) throw AppError.fail('account.password_mismatch');
    const user = await this.users.get(auth.id);
    if (!(await this.attempts.verify('password', user.id, user.passwordHash, input.old_password))) throw AppError.fail('account.old_password_wrong');
    if (input.old_password === input.password) throw AppError.fail('account.password_same');
    await this.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
    await this.sessions.revokeAllOf(user.id, 'password', auth.sessionId);
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
    const user = await this.users.get(auth.id);
    if (user.paymentPasswordHash) {
      if (!input.old_payment_password) throw AppError.fail('validation.required', { field: 'old_payment_password' });
      if (!(await this.attempts.verify('payment', user.id, user.paymentPasswordHash, input.old_payment_password))) throw AppError.fail('account.old_password_wrong');
    }
    await this.prisma.user.update({ where: { id: user.id }, data: { paymentPasswordHash: await hashPassword(input.payment_password) } });
    return withMessage('account.payment_password_set', null);
  }

  /** For the wallet: withdrawals need the payment password. Answers `{ valid, set }`. */
  @Serves(accountContracts.verifyPaymentPassword)
  async verifyPayment(@Input() input: ServedInput<typeof accountContracts.verifyPaymentPassword>) {
    const user = await this.users.get(input.user_id);
    if (!user.paymentPasswordHash) return { valid: false, set: false };
    return { valid: await this.attempts.verify('payment', user.id, user.paymentPasswordHash, input.payment_password), set: true };
  }
}

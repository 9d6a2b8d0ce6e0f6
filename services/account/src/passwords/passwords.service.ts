import { Injectable } from '@nestjs/common';
import { AppError } from '@arena/shared';
import { SessionsService } from '../sessions/sessions.service';
import { hashPassword } from '../users/passwords';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { VerificationCodesService } from '../verification-codes/verification-codes.service';
import { PasswordAttempts } from './password-attempts';

/** The login password and the 6-digit payment password: set, change, reset, verify. */
@Injectable()
export class PasswordsService {
  constructor(
    private readonly userRows: UsersRepository,
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly sessions: SessionsService,
    private readonly attempts: PasswordAttempts,
  ) {}

  /** A forgotten password, proven by an SMS code: every session ends. */
  async reset(countryCode: string, mobile: string, code: string, password: string): Promise<void> {
    const user = await this.users.findByMobile(countryCode, mobile);
    if (!user) throw AppError.fail('account.mobile_not_registered');
    const passwordHash = await hashPassword(password);
    await this.codes.consume({ countryCode, mobile, purpose: 'reset' }, code);
    await this.userRows.setPasswordHash(user.id, passwordHash);
    await this.sessions.revokeAllOf(user.id, 'password');
  }

  /** A change with the old password: every other session ends, the caller's stays. */
  async change(userId: number, sessionId: string, oldPassword: string, password: string): Promise<void> {
    const user = await this.users.get(userId);
    if (!(await this.attempts.verify('password', user.id, user.passwordHash, oldPassword)))
      throw AppError.fail('account.old_password_wrong');
    if (oldPassword === password) throw AppError.fail('account.password_same');
    await this.userRows.setPasswordHash(user.id, await hashPassword(password));
    await this.sessions.revokeAllOf(user.id, 'password', sessionId);
  }

  /** Sets the payment password; changing an existing one needs the old one. */
  async setPayment(userId: number, password: string, oldPassword: string | undefined): Promise<void> {
    const user = await this.users.get(userId);
    if (user.paymentPasswordHash) {
      if (!oldPassword) throw AppError.fail('validation.required', { field: 'old_payment_password' });
      if (!(await this.attempts.verify('payment', user.id, user.paymentPasswordHash, oldPassword)))
        throw AppError.fail('account.old_password_wrong');
    }
    await this.userRows.setPaymentPasswordHash(user.id, await hashPassword(password));
  }

  async verifyPayment(userId: number, password: string): Promise<{ valid: boolean; set: boolean }> {
    const user = await this.users.get(userId);
    if (!user.paymentPasswordHash) return { valid: false, set: false };
    return { valid: await this.attempts.verify('payment', user.id, user.paymentPasswordHash, password), set: true };
  }
}

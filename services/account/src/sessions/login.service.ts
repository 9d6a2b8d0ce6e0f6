import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, User } from '@arena/shared';
import { PasswordAttempts } from '../passwords/password-attempts';
import { UsersService } from '../users/users.service';
import { hashPassword, verifyPassword } from '../users/passwords';
import { VerificationCodesService } from '../verification-codes/verification-codes.service';

/**
 * Checks credentials. Wrong passwords are bounded per account (PasswordAttempts). An unknown mobile
 * costs the same hash verification as a known one, so the answer's timing does not tell whether a
 * number is registered.
 */
@Injectable()
export class LoginService {
  /** A hash of nothing anyone knows, verified against when the mobile is unknown. */
  private readonly decoy = hashPassword(randomBytes(16).toString('hex'));

  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly attempts: PasswordAttempts,
  ) {}

  async byPassword(countryCode: string, mobile: string, password: string): Promise<User> {
    const user = await this.users.findByMobile(countryCode, mobile);
    if (!user) {
      await verifyPassword(await this.decoy, password);
      throw AppError.fail('account.login_failed');
    }
    if (!(await this.attempts.verify('login', user.id, user.passwordHash, password)))
      throw AppError.fail('account.login_failed');
    return this.allowed(user);
  }

  async byCode(countryCode: string, mobile: string, code: string): Promise<User> {
    const user = await this.users.findByMobile(countryCode, mobile);
    if (!user) throw AppError.fail('account.mobile_not_registered');
    await this.codes.consume({ countryCode, mobile, purpose: 'login' }, code);
    return this.allowed(user);
  }

  private allowed(user: User): User {
    if (user.bannedAt) throw AppError.fail('account.banned', { reason: user.banReason ?? '-' });
    return user;
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, RedisService, User } from '@arena/shared';
import { UsersService } from '../users/users.service';
import { verifyPassword } from '../users/passwords';
import { VerificationCodesService } from '../verification-codes/verification-codes.service';

export const MAX_FAILED_LOGINS_PER_HOUR = 100;

/** Checks credentials; the lock counts attempts before checking so concurrent guesses cannot exceed it. */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly redis: RedisService,
  ) {}

  async byPassword(countryCode: string, mobile: string, password: string): Promise<User> {
    const user = await this.users.findByMobile(countryCode, mobile);
    if (!user) throw AppError.fail('account.login_failed');
    const key = `login:attempts:${user.id}:${Math.floor(Date.now() / 3_600_000)}`;
    const [[, attempts]] = (await this.redis.multi().incr(key).expire(key, 3600).exec()) as [unknown, number][];
    if (attempts > MAX_FAILED_LOGINS_PER_HOUR) throw AppError.fail('account.login_locked');
    if (!(await verifyPassword(user.passwordHash, password))) throw AppError.fail('account.login_failed');
    // A success was not a failed attempt: give the reservation back.
    await this.redis.decr(key);
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

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, RedisService, User } from '@arena/shared';
import { UsersService } from '../users/users.service';
import { verifyPassword } from '../users/passwords';
import { VerificationCodesService } from '../verification-codes/verification-codes.service';

export const MAX_FAILED_LOGINS_PER_HOUR = 100;
const HOUR_MS = 3_600_000;

/**
 * Checks credentials. Failed password logins are counted per account over the last hour (a rolling
 * window, so no burst can straddle two clock hours): each attempt first reserves a place in the
 * window and the count is read in the same transaction, so concurrent guesses cannot exceed it.
 */
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
    const key = `login:failures:${user.id}`;
    const attempt = randomUUID();
    const now = Date.now();
    const [, , [, inWindow]] = (await this.redis
      .multi()
      .zremrangebyscore(key, 0, now - HOUR_MS)
      .zadd(key, now, attempt)
      .zcard(key)
      .pexpire(key, HOUR_MS)
      .exec()) as [unknown, number][];
    if (inWindow > MAX_FAILED_LOGINS_PER_HOUR) {
      // A refused attempt was never checked: it does not keep the lock going.
      await this.redis.zrem(key, attempt);
      throw AppError.fail('account.login_locked');
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw AppError.fail('account.login_failed');
    // A success was not a failed attempt: give the reservation back.
    await this.redis.zrem(key, attempt);
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

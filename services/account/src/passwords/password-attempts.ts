import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, RedisService } from '@arena/shared';
import { verifyPassword } from '../users/passwords';

const HOUR_MS = 3_600_000;

/** Each secret a user types, with the wrong tries it allows per rolling hour and the lock's message. */
export const PASSWORD_KINDS = {
  login: { perHour: 100, lockedKey: 'account.login_locked' },
  /** Also the current password a password change asks for. */
  password: { perHour: 5, lockedKey: 'account.password_locked' },
  payment: { perHour: 5, lockedKey: 'account.payment_password_locked' },
} as const;
export type PasswordKind = keyof typeof PASSWORD_KINDS;

/**
 * Checks a typed password against its hash with a bounded number of wrong tries per user and kind
 * over the last hour (a rolling window: no burst straddles two clock hours). Each try first
 * reserves a place in the window and reads the count in the same MULTI, so concurrent guesses
 * cannot exceed it; a right password or a refused try gives its place back.
 */
@Injectable()
export class PasswordAttempts {
  constructor(private readonly redis: RedisService) {}

  async verify(kind: PasswordKind, userId: number, hash: string, typed: string): Promise<boolean> {
    const { perHour, lockedKey } = PASSWORD_KINDS[kind];
    const key = `${kind === 'login' ? 'login' : `password:${kind}`}:failures:${userId}`;
    const attempt = randomUUID();
    const now = Date.now();
    const [, , [, inWindow]] = (await this.redis
      .multi()
      .zremrangebyscore(key, 0, now - HOUR_MS)
      .zadd(key, now, attempt)
      .zcard(key)
      .pexpire(key, HOUR_MS)
      .exec()) as [unknown, number][];
    if (inWindow > perHour) {
      await this.redis.zrem(key, attempt);
      throw AppError.fail(lockedKey);
    }
    const valid = await verifyPassword(hash, typed);
    if (valid) await this.redis.zrem(key, attempt);
    return valid;
  }
}

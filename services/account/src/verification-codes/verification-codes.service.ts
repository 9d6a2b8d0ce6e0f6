import { createHash, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, loadConfig, RedisService } from '@arena/shared';
import { accountConfig } from '../account.config';
import { SmsProvider } from './sms-provider';
import { CodeTarget, VerificationCodesRepository } from './verification-codes.repository';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_COOLDOWN_S = 60;
const MAX_ATTEMPTS = 5;

const hashCode = (target: CodeTarget, code: string) =>
  createHash('sha256').update(`${target.countryCode}:${target.mobile}:${target.purpose}:${code}`).digest('hex');

/**
 * Six-digit single-use codes bound to a mobile and a purpose. Redis enforces the 60 s cooldown
 * (SET NX, so concurrent requests cannot both pass) and the hourly limits; Postgres keeps the code.
 */
@Injectable()
export class VerificationCodesService {
  constructor(
    private readonly codes: VerificationCodesRepository,
    private readonly redis: RedisService,
    private readonly sms: SmsProvider,
  ) {}

  async issue(target: CodeTarget, ip: string): Promise<void> {
    const who = `${target.countryCode}${target.mobile}`;
    const cooldownKey = `code:cooldown:${who}`;
    if (!(await this.redis.set(cooldownKey, '1', 'EX', CODE_COOLDOWN_S, 'NX'))) {
      const ttl = await this.redis.ttl(cooldownKey);
      throw AppError.fail('account.code_cooldown', { seconds: Math.max(ttl, 1) });
    }
    const hour = Math.floor(Date.now() / 3_600_000);
    const [[, perMobile], , [, perIp]] = (await this.redis
      .multi()
      .incr(`code:hour:mobile:${who}:${hour}`)
      .expire(`code:hour:mobile:${who}:${hour}`, 3600)
      .incr(`code:hour:ip:${ip}:${hour}`)
      .expire(`code:hour:ip:${ip}:${hour}`, 3600)
      .exec()) as [unknown, number][];
    const { perMobilePerHour, perIpPerHour } = loadConfig().codeLimit;
    if (perMobile > perMobilePerHour || perIp > perIpPerHour) throw AppError.fail('account.code_hourly_limit');

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.codes.create(target, hashCode(target, code), new Date(Date.now() + CODE_TTL_MS));
    try {
      await this.sms.send({ ...target, code });
    } catch (error) {
      // Sending failed: let the user ask again at once.
      await this.redis.del(cooldownKey);
      throw error;
    }
  }

  /** Counts an answer that told whether a number is registered; over the hourly limit, refuses it. */
  async countProbe(ip: string): Promise<void> {
    const key = `code:probe:ip:${ip}:${Math.floor(Date.now() / 3_600_000)}`;
    const [[, probes]] = (await this.redis.multi().incr(key).expire(key, 3600).exec()) as [[null, number], unknown];
    if (probes > accountConfig().registrationProbesPerIpPerHour) throw AppError.fail('account.code_hourly_limit');
  }

  /**
   * Uses up the newest live code for the target if it matches. Every guess first takes one of the
   * code's attempts with a conditional increment, so parallel guesses cannot compare more than
   * MAX_ATTEMPTS times; a code out of attempts is dead.
   */
  async consume(target: CodeTarget, code: string): Promise<void> {
    const latest = await this.codes.findLatestLive(target, new Date());
    if (!latest) throw AppError.fail('account.code_invalid');
    const reserved = await this.codes.takeAttempt(latest.id, MAX_ATTEMPTS);
    if (reserved !== 1 || latest.codeHash !== hashCode(target, code)) throw AppError.fail('account.code_invalid');
    // Conditional update: of two concurrent uses of one code, exactly one wins.
    const count = await this.codes.consume(latest.id, new Date());
    if (count !== 1) throw AppError.fail('account.code_invalid');
  }
}

export type { CodeTarget };

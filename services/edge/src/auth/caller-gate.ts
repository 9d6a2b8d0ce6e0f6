import { ErrorCode } from '@arena/protocol';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AddressCounter } from './address-counter';
import {
  AppError,
  hashToken,
  loadConfig,
  RedisService,
  ServiceClient,
  SessionLookup,
  SessionRecord,
  sessionKey,
  SessionStore,
  USER_VERSION_PREFIX,
} from '@arena/shared';

const REVOKED: Record<string, { code: number; key: string }> = {
  expired: { code: ErrorCode.TOKEN_EXPIRED, key: 'auth.token_expired' },
  elsewhere: { code: ErrorCode.LOGGED_IN_ELSEWHERE, key: 'auth.logged_in_elsewhere' },
  signout: { code: ErrorCode.SESSION_REVOKED, key: 'auth.session_revoked' },
  password: { code: ErrorCode.SESSION_REVOKED, key: 'auth.session_revoked' },
  ban: { code: ErrorCode.SESSION_REVOKED, key: 'auth.session_revoked' },
};

/** Fixed one-minute windows, shared by every edge replica. */
const WINDOW_SECONDS = 60;
const USER_COUNTER_PREFIX = 'ratelimit:user:';
const counterKey = (kind: 'ip' | 'user', id: string | number, window: number) => `ratelimit:${kind}:${id}:${window}`;

/**
 * For a caller with a token: the address counter, the session mirror and the user counter in one
 * round trip (three before); a caller without one is counted by `AddressCounter`, in process.
 * The address is counted first, so a flood of made-up tokens is refused before any of them is looked
 * up; the user is counted only for a live session.
 * KEYS: address counter, session mirror.
 * ARGV: address limit, user limit, user counter prefix, window suffix, now (ms), user version prefix.
 * Answers [verdict, mirror entry, the user's version (for a live session)].
 */
const ADMIT_SCRIPT = `
local function count(key)
  local hits = redis.call('INCR', key)
  if hits == 1 then redis.call('EXPIRE', key, ${WINDOW_SECONDS + 1}) end
  return hits
end
if count(KEYS[1]) > tonumber(ARGV[1]) then return {'limited', false} end
local raw = redis.call('GET', KEYS[2])
if not raw then return {'unknown', false} end
local ok, session = pcall(cjson.decode, raw)
if ok and type(session) == 'table' and session.uid and tonumber(session.exp) > tonumber(ARGV[5]) then
  if count(ARGV[3] .. session.uid .. ARGV[4]) > tonumber(ARGV[2]) then return {'limited', raw} end
  return {'found', raw, redis.call('GET', ARGV[6] .. session.uid) or '0'}
end
return {'found', raw}`;

type AdmitVerdict = [verdict: 'limited' | 'unknown' | 'found', raw: string | null, userVersion?: string];

/** Who is calling: their session (none without a token) and, when the mirror answered, their user version (`userVersionKey`). */
export interface Caller {
  session?: SessionRecord;
  userVersion?: string;
}
type AdmitCommand = (...args: (string | number)[]) => Promise<AdmitVerdict>;

/**
 * Who is calling, checked once per request: rate limits per address and per user, and the `token`
 * resolved from the Redis mirror; on a miss the account service looks the session up in Postgres
 * and mirrors it back. Throws 429 over a limit and the catalogue's code for every bad token.
 */
@Injectable()
export class CallerGate implements OnModuleInit, OnModuleDestroy {
  private readonly addresses: AddressCounter;

  constructor(
    private readonly redis: RedisService,
    private readonly services: ServiceClient,
  ) {
    this.addresses = new AddressCounter(redis, (address, window) => counterKey('ip', address, window), WINDOW_SECONDS);
  }

  onModuleInit(): void {
    // Sent as EVALSHA; ioredis loads the script again by itself after a Redis restart.
    this.redis.defineCommand('edgeAdmit', { numberOfKeys: 2, lua: ADMIT_SCRIPT });
    this.addresses.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.addresses.stop();
  }

  /** The caller's session (none for a request without a token) and user version. */
  async admit(ip: string, token: string | undefined): Promise<Caller> {
    const { perIpPerMinute, perUserPerMinute } = loadConfig().rateLimit;
    if (!token) {
      if (!this.addresses.admit(ip, perIpPerMinute)) throw new AppError('common.rate_limited', {}, 1, 429);
      return {};
    }
    const window = Math.floor(Date.now() / (WINDOW_SECONDS * 1000));
    const tokenHash = hashToken(token);
    const admit = (this.redis as unknown as { edgeAdmit: AdmitCommand }).edgeAdmit.bind(this.redis);
    const [verdict, raw, userVersion] = await admit(
      counterKey('ip', ip, window),
      sessionKey(tokenHash),
      perIpPerMinute,
      perUserPerMinute,
      USER_COUNTER_PREFIX,
      `:${window}`,
      Date.now(),
      USER_VERSION_PREFIX,
    );
    if (verdict === 'limited') throw new AppError('common.rate_limited', {}, 1, 429);
    if (verdict === 'found') return { session: this.sessionOf(SessionStore.parse(raw)), userVersion };
    // Not mirrored (Redis restarted empty, or never seen): the account service answers from Postgres.
    const session = this.sessionOf(await this.services.call(accountContracts.resolveSession, { tokenHash }));
    const key = counterKey('user', session.uid, window);
    const [[, hits]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, WINDOW_SECONDS + 1)
      .exec()) as [unknown, number][];
    if (hits > perUserPerMinute) throw new AppError('common.rate_limited', {}, 1, 429);
    return { session };
  }

  private sessionOf(lookup: SessionLookup): SessionRecord {
    if (lookup.state === 'active') return lookup.session;
    if (lookup.state === 'revoked') {
      const { code, key } = REVOKED[lookup.reason] ?? REVOKED.signout;
      throw new AppError(key, {}, code as 700);
    }
    throw new AppError('auth.token_invalid', {}, ErrorCode.TOKEN_INVALID);
  }
}

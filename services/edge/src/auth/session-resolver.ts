import { ErrorCode } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { AppError, hashToken, RedisService, ServiceClient, SessionLookup, SessionRecord, SessionStore } from '@arena/shared';

const REVOKED: Record<string, { code: number; key: string }> = {
  expired: { code: ErrorCode.TOKEN_EXPIRED, key: 'auth.token_expired' },
  elsewhere: { code: ErrorCode.LOGGED_IN_ELSEWHERE, key: 'auth.logged_in_elsewhere' },
  signout: { code: ErrorCode.SESSION_REVOKED, key: 'auth.session_revoked' },
  password: { code: ErrorCode.SESSION_REVOKED, key: 'auth.session_revoked' },
  ban: { code: ErrorCode.SESSION_REVOKED, key: 'auth.session_revoked' },
};

/**
 * Resolves the `token` header once per request: Redis first; on a miss the account service looks the
 * session up in Postgres and mirrors it back. Throws the catalogue's code for every bad token.
 */
@Injectable()
export class SessionResolver {
  private readonly store: SessionStore;

  constructor(
    redis: RedisService,
    private readonly services: ServiceClient,
  ) {
    this.store = new SessionStore(redis);
  }

  async resolve(token: string): Promise<SessionRecord> {
    const tokenHash = hashToken(token);
    let lookup = await this.store.lookup(tokenHash);
    if (lookup.state === 'unknown') lookup = await this.services.call<SessionLookup>('account', 'POST', '/internal/sessions/resolve', { tokenHash });
    if (lookup.state === 'active') return lookup.session;
    if (lookup.state === 'revoked') {
      const { code, key } = REVOKED[lookup.reason] ?? REVOKED.signout;
      throw new AppError(key, {}, code as 700);
    }
    throw new AppError('auth.token_invalid', {}, ErrorCode.TOKEN_INVALID);
  }
}

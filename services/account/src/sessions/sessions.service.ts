import { Injectable } from '@nestjs/common';
import {
  EventBus,
  hashToken,
  loadConfig,
  newToken,
  RedisService,
  RevokeReason,
  SessionLookup,
  SessionStore,
  User,
} from '@arena/shared';
import { accountConfig } from '../account.config';
import { SessionFilter, SessionsRepository } from './sessions.repository';

/** A session just opened, or the one a request came with. */
export interface OpenSession {
  token: string;
  sessionId: string;
}

/**
 * Opaque, revocable sessions: Postgres is the record, Redis the mirror the edge reads. Revoking
 * writes both, so the next request with the token gets 700 (or 50012 when replaced).
 */
@Injectable()
export class SessionsService {
  private readonly store: SessionStore;

  constructor(
    private readonly sessions: SessionsRepository,
    redis: RedisService,
    private readonly events: EventBus,
  ) {
    this.store = new SessionStore(redis);
  }

  async open(user: User, deviceType: string, ip?: string): Promise<OpenSession> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const expiresAt = new Date(Date.now() + loadConfig().sessionTtlDays * 86_400_000);
    const session = await this.sessions.create({ userId: user.id, tokenHash, deviceType, ip, expiresAt });
    if (accountConfig().singleSessionPerDevice) {
      // Only older sessions: two logins at once must not end each other and leave the user with none.
      await this.revokeWhere(
        { userId: user.id, deviceType, id: { not: session.id }, createdAt: { lt: session.createdAt } },
        'elsewhere',
      );
    }
    await this.store.remember(tokenHash, { sid: session.id, uid: user.id, role: user.role, exp: expiresAt.getTime() });
    return { token, sessionId: session.id };
  }

  revoke(sessionId: string, reason: RevokeReason): Promise<number> {
    return this.revokeWhere({ id: sessionId }, reason);
  }

  /** Ends every session of a user, but the one kept (the session that changed the password). */
  revokeAllOf(userId: number, reason: RevokeReason, keepSessionId?: string): Promise<number> {
    return this.revokeWhere({ userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) }, reason);
  }

  /** Whether a session may still act (the realtime gateway asks before a chat login). */
  async isActive(sessionId: string): Promise<boolean> {
    const session = await this.sessions.findState(sessionId);
    return !!session && !session.revokedAt && session.expiresAt.getTime() > Date.now();
  }

  /** The edge's fallback when Redis does not know a token: answer from Postgres and mirror it. */
  async resolve(tokenHash: string): Promise<SessionLookup> {
    const session = await this.sessions.findByTokenHash(tokenHash);
    if (!session) return { state: 'unknown' };
    if (session.revokedAt) {
      const reason = session.revokeReason ?? 'signout';
      await this.store.forget(tokenHash, reason);
      return { state: 'revoked', reason };
    }
    if (session.expiresAt.getTime() <= Date.now()) {
      await this.store.forget(tokenHash, 'expired');
      return { state: 'revoked', reason: 'expired' };
    }
    const record = { sid: session.id, uid: session.userId, role: session.user.role, exp: session.expiresAt.getTime() };
    await this.store.remember(tokenHash, record);
    return { state: 'active', session: record };
  }

  private async revokeWhere(where: SessionFilter, reason: RevokeReason): Promise<number> {
    const sessions = await this.sessions.listOpen(where);
    if (sessions.length === 0) return 0;
    await this.sessions.revoke(
      sessions.map((s) => s.id),
      reason,
      new Date(),
    );
    await Promise.all(sessions.map((s) => this.store.forget(s.tokenHash, reason)));
    // Sockets logged in with these sessions' chat signatures are disconnected by the realtime gateway.
    await this.events.publish('session.revoked', {
      userId: sessions[0].userId,
      sessionIds: sessions.map((s) => s.id),
      reason,
    });
    return sessions.length;
  }
}

import { Injectable } from '@nestjs/common';
import { Db, PrismaService, RevokeReason, Session, UserRole } from '@arena/shared';

/** Which sessions a revocation covers (all of them still open). */
export interface SessionFilter {
  userId?: number;
  id?: string | { not: string };
  deviceType?: string;
  createdAt?: { lt: Date };
}

/** `account.sessions`: the record of every session, open or revoked. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(
    session: { userId: number; tokenHash: string; deviceType: string; ip?: string; expiresAt: Date },
    db: Db = this.prisma,
  ): Promise<Session> {
    return db.session.create({ data: session });
  }

  findState(id: string, db: Db = this.prisma): Promise<{ revokedAt: Date | null; expiresAt: Date } | null> {
    return db.session.findUnique({ where: { id }, select: { revokedAt: true, expiresAt: true } });
  }

  /** The session of a token, with its user's role. */
  findByTokenHash(tokenHash: string, db: Db = this.prisma): Promise<(Session & { user: { role: UserRole } }) | null> {
    return db.session.findUnique({ where: { tokenHash }, include: { user: { select: { role: true } } } });
  }

  listOpen(filter: SessionFilter, db: Db = this.prisma): Promise<{ id: string; tokenHash: string; userId: number }[]> {
    return db.session.findMany({
      where: { ...filter, revokedAt: null },
      select: { id: true, tokenHash: true, userId: true },
    });
  }

  /** Revokes those of the sessions still open. */
  async revoke(ids: string[], reason: RevokeReason, at: Date, db: Db = this.prisma): Promise<void> {
    await db.session.updateMany({
      where: { id: { in: ids }, revokedAt: null },
      data: { revokedAt: at, revokeReason: reason },
    });
  }
}

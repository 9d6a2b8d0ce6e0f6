import { Injectable } from '@nestjs/common';
import { Db, PrismaService, RedEnvelope, RedEnvelopeShare, RedEnvelopeStatus } from '@arena/shared';

/** A share claimed by a grab. */
export interface ClaimedShare {
  id: number;
  diamonds: number;
}

/** `gifts.red_envelopes` and their shares, `gifts.red_envelope_shares` (drawn when the envelope is put in, one per grab). */
@Injectable()
export class RedEnvelopesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Puts an envelope in (funding) with its shares, one per amount, in order. */
  insert(
    envelope: { senderId: number; roomId: number; diamonds: number; count: number; greeting: string; expiresAt: Date },
    amounts: number[],
    db: Db = this.prisma,
  ): Promise<RedEnvelope> {
    return db.redEnvelope.create({
      data: { ...envelope, shares: { create: amounts.map((diamonds, position) => ({ position, diamonds })) } },
    });
  }

  /** Deletes an envelope and its shares, together. */
  async delete(id: number): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.redEnvelopeShare.deleteMany({ where: { envelopeId: id } }),
      this.prisma.redEnvelope.delete({ where: { id } }),
    ]);
  }

  find(id: number, db: Db = this.prisma): Promise<RedEnvelope | null> {
    return db.redEnvelope.findUnique({ where: { id } });
  }

  /** The envelope with its shares, in the order they were grabbed. */
  findWithShares(id: number, db: Db = this.prisma): Promise<(RedEnvelope & { shares: RedEnvelopeShare[] }) | null> {
    return db.redEnvelope.findUnique({ where: { id }, include: { shares: { orderBy: { grabbedAt: 'asc' } } } });
  }

  /** What a grab checks of the envelope. */
  findForGrab(
    id: number,
    db: Db = this.prisma,
  ): Promise<Pick<RedEnvelope, 'senderId' | 'roomId' | 'status' | 'expiresAt'> | null> {
    return db.redEnvelope.findUnique({
      where: { id },
      select: { senderId: true, roomId: true, status: true, expiresAt: true },
    });
  }

  async setStatus(id: number, status: RedEnvelopeStatus, db: Db = this.prisma): Promise<void> {
    await db.redEnvelope.update({ where: { id }, data: { status } });
  }

  /** Marks the envelope emptied if it is open. */
  async markEmptied(id: number, db: Db = this.prisma): Promise<void> {
    await db.redEnvelope.updateMany({ where: { id, status: 'open' }, data: { status: 'emptied' } });
  }

  /** Locks the envelope's row until the transaction ends. */
  async lock(id: number, db: Db = this.prisma): Promise<void> {
    await db.$queryRaw`SELECT id FROM gifts.red_envelopes WHERE id = ${id} FOR UPDATE`;
  }

  /** Closes an open or emptied envelope with its new status and what goes back to the sender. */
  async close(id: number, status: RedEnvelopeStatus, refunded: number, db: Db = this.prisma): Promise<void> {
    await db.redEnvelope.updateMany({ where: { id, status: { in: ['open', 'emptied'] } }, data: { status, refunded } });
  }

  /** Overdue envelopes still open or funding, or with a grab unpaid (at most `take`). */
  async listOverdue(now: Date, take: number, db: Db = this.prisma): Promise<number[]> {
    const overdue = await db.redEnvelope.findMany({
      where: {
        expiresAt: { lt: now },
        OR: [{ status: { in: ['funding', 'open'] } }, { shares: { some: { userId: { not: null }, paidAt: null } } }],
      },
      select: { id: true },
      take,
    });
    return overdue.map(({ id }) => id);
  }

  /**
   * Claims a free share for the user in one statement: the envelope row is read FOR SHARE (so an
   * expiry holding it FOR UPDATE is waited for and its new status seen), and SKIP LOCKED lets
   * concurrent grabs take different shares. Answers nothing when no share was claimed.
   */
  async claimShare(id: number, userId: number, db: Db = this.prisma): Promise<ClaimedShare | undefined> {
    const [claimed] = await db.$queryRaw<ClaimedShare[]>`
      WITH open_envelope AS (
        SELECT id FROM gifts.red_envelopes WHERE id = ${id} AND status = 'open' AND expires_at > now() FOR SHARE
      )
      UPDATE gifts.red_envelope_shares SET user_id = ${userId}, grabbed_at = now()
      WHERE id = (SELECT id FROM gifts.red_envelope_shares WHERE envelope_id = ${id} AND user_id IS NULL
                  ORDER BY position LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND EXISTS (SELECT 1 FROM open_envelope)
      RETURNING id, diamonds`;
    return claimed;
  }

  async markSharePaid(shareId: number, paidAt: Date, db: Db = this.prisma): Promise<void> {
    await db.redEnvelopeShare.update({ where: { id: shareId }, data: { paidAt } });
  }

  /** How many shares nobody grabbed yet. */
  countFreeShares(id: number, db: Db = this.prisma): Promise<number> {
    return db.redEnvelopeShare.count({ where: { envelopeId: id, userId: null } });
  }

  /** How many shares the user grabbed (0 or 1). */
  countSharesOf(id: number, userId: number, db: Db = this.prisma): Promise<number> {
    return db.redEnvelopeShare.count({ where: { envelopeId: id, userId } });
  }

  /** The diamonds of the shares nobody grabbed. */
  async sumFreeDiamonds(id: number, db: Db = this.prisma): Promise<number> {
    const free = await db.redEnvelopeShare.aggregate({
      where: { envelopeId: id, userId: null },
      _sum: { diamonds: true },
    });
    return free._sum.diamonds ?? 0;
  }

  /** Shares grabbed and not paid yet. */
  listGrabbedUnpaid(id: number, db: Db = this.prisma): Promise<RedEnvelopeShare[]> {
    return db.redEnvelopeShare.findMany({ where: { envelopeId: id, userId: { not: null }, paidAt: null } });
  }
}

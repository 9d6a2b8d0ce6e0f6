import { Injectable } from '@nestjs/common';
import { Db, NobilityMembership, NobilityPurchase, NobilityTier, PrismaService } from '@arena/shared';

/** A membership with its tier. */
export type MembershipWithTier = NobilityMembership & { tier: NobilityTier };

/** A purchase as its claim writes it. */
export interface NewPurchase {
  requestKey: string;
  userId: number;
  tierId: number;
  months: number;
  diamonds: number;
}

/** Namespace of the per-user advisory lock that serialises a user's purchases and expiries. */
const LOCK_NAMESPACE = 4105;

/**
 * Nobility: the tiers (`gifts.guard_tiers`), each user's membership (`gifts.guard_memberships`,
 * one per user, versioned) and the purchases that make it (`gifts.guard_purchases`, one per request key).
 */
@Injectable()
export class NobilityRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The tiers offered, lowest first. */
  listEnabledTiers(db: Db = this.prisma): Promise<NobilityTier[]> {
    return db.nobilityTier.findMany({ where: { enabled: true }, orderBy: { level: 'asc' } });
  }

  findTier(id: number, db: Db = this.prisma): Promise<NobilityTier | null> {
    return db.nobilityTier.findUnique({ where: { id } });
  }

  /** Takes the user's advisory lock until the transaction ends. */
  async lockUser(userId: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${userId}::int)`;
  }

  findMembership(userId: number, db: Db = this.prisma): Promise<NobilityMembership | null> {
    return db.nobilityMembership.findUnique({ where: { userId } });
  }

  findMembershipWithTier(userId: number, db: Db = this.prisma): Promise<MembershipWithTier | null> {
    return db.nobilityMembership.findUnique({ where: { userId }, include: { tier: true } });
  }

  /** Starts or replaces the user's membership (a new version), or extends it. */
  async saveMembership(
    membership: { userId: number; tierId: number; startedAt: Date; expiresAt: Date },
    db: Db = this.prisma,
  ): Promise<void> {
    const { userId, tierId, startedAt, expiresAt } = membership;
    await db.nobilityMembership.upsert({
      where: { userId },
      create: { userId, tierId, startedAt, expiresAt },
      update: { tierId, startedAt, expiresAt, endedAt: null, version: { increment: 1 } },
    });
  }

  /** Ends the user's membership (a new version). */
  async endMembership(userId: number, endedAt: Date, db: Db = this.prisma): Promise<void> {
    await db.nobilityMembership.update({ where: { userId }, data: { endedAt, version: { increment: 1 } } });
  }

  /** Memberships not ended and past their expiry (at most `take`), with the version each is at. */
  listOverdueMemberships(
    now: Date,
    take: number,
    db: Db = this.prisma,
  ): Promise<{ userId: number; version: number }[]> {
    return db.nobilityMembership.findMany({
      where: { endedAt: null, expiresAt: { lt: now } },
      select: { userId: true, version: true },
      take,
    });
  }

  /** Claims a purchase under its request key, unless claimed before. */
  async claimPurchase(purchase: NewPurchase, db: Db = this.prisma): Promise<void> {
    await db.nobilityPurchase.createMany({ data: [purchase], skipDuplicates: true });
  }

  findPurchaseByRequestKeyOrThrow(requestKey: string, db: Db = this.prisma): Promise<NobilityPurchase> {
    return db.nobilityPurchase.findUniqueOrThrow({ where: { requestKey } });
  }

  findPurchaseOrThrow(id: number, db: Db = this.prisma): Promise<NobilityPurchase> {
    return db.nobilityPurchase.findUniqueOrThrow({ where: { id } });
  }

  findPurchaseWithTierOrThrow(id: number, db: Db = this.prisma): Promise<NobilityPurchase & { tier: NobilityTier }> {
    return db.nobilityPurchase.findUniqueOrThrow({ where: { id }, include: { tier: true } });
  }

  /** Purchases neither applied nor refunded, made before `before`, oldest first. */
  listUnfinishedPurchases(before: Date, limit: number, db: Db = this.prisma): Promise<NobilityPurchase[]> {
    return db.nobilityPurchase.findMany({
      where: { appliedAt: null, refundedAt: null, createdAt: { lt: before } },
      orderBy: { id: 'asc' },
      take: limit,
    });
  }

  /** Deletes a purchase's claim unless its payment was recorded. */
  async releaseUnpaidPurchase(id: number, db: Db = this.prisma): Promise<void> {
    await db.nobilityPurchase.deleteMany({ where: { id, transferId: null } });
  }

  /** Records a purchase's payment unless one was recorded. */
  async recordPurchaseTransfer(id: number, transferId: string, db: Db = this.prisma): Promise<void> {
    await db.nobilityPurchase.updateMany({ where: { id, transferId: null }, data: { transferId } });
  }

  async markPurchaseApplied(id: number, appliedAt: Date, expiresAt: Date, db: Db = this.prisma): Promise<void> {
    await db.nobilityPurchase.update({ where: { id }, data: { appliedAt, expiresAt } });
  }

  async markPurchaseRefunded(id: number, refundedAt: Date, db: Db = this.prisma): Promise<void> {
    await db.nobilityPurchase.update({ where: { id }, data: { refundedAt } });
  }
}

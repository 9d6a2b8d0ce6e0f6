import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, EventBus, failedWith, Jobs, Lang, PrismaService, ServiceClient } from '@arena/shared';
import { localizedName } from '../catalogue/localized-name';
import { giftsConfig } from '../gifts.config';
import { HornQuota } from '../horn/horn-quota';
import { GUARD_EXPIRY } from './guard-expiry.job';
import { GuardBuyInput, GuardBuyView, GuardMembershipView, GuardTierView } from './guards.schemas';

/** The tier row as Prisma gives it. */
type Tier = NonNullable<Awaited<ReturnType<PrismaService['guardTier']['findUnique']>>>;
type Membership = NonNullable<Awaited<ReturnType<PrismaService['guardMembership']['findUnique']>>> & { tier: Tier };

/** Namespace of the per-user advisory lock that serialises a user's purchases and expiries. */
const LOCK_NAMESPACE = 4105;

export function tierView(tier: Tier, lang: Lang): GuardTierView {
  return {
    id: tier.id,
    code: tier.code,
    name: localizedName(tier, lang),
    level: tier.level,
    diamonds: tier.diamondsPerMonth,
    privileges: { entry_effect: tier.entryEffect, danmaku_color: tier.danmakuColor, horn_quota: tier.hornQuota },
  };
}

/**
 * Guards/nobility: platform-wide tiers bought by the month in diamonds. A user holds at most one
 * tier: buying the one they hold extends it, a higher one replaces it (from now, what was left of
 * the lower one lapses), a lower one is refused while a higher one lasts. Every purchase is a
 * wallet transfer keyed by the buyer's request key; every change bumps the membership's version and
 * is published as `guard.changed` (the account service shows the level as Member/info's toplevel).
 * A BullMQ job at the expiry ends it; a sweep ends those whose job Redis lost.
 */
@Injectable()
export class GuardsService {
  private readonly logger = new Logger(GuardsService.name);
  private readonly config = giftsConfig();
  /** Price of a horn message beyond the free ones (shown beside the tiers). */
  readonly hornPrice = this.config.hornPriceDiamonds;

  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
    private readonly events: EventBus,
    private readonly jobs: Jobs,
    private readonly horns: HornQuota,
  ) {}

  async tiers(lang: Lang): Promise<GuardTierView[]> {
    const tiers = await this.prisma.guardTier.findMany({ where: { enabled: true }, orderBy: { level: 'asc' } });
    return tiers.map((tier) => tierView(tier, lang));
  }

  /** The user's nobility while it lasts (not ended, not past its expiry), with its tier; else null. */
  async active(userId: number): Promise<Membership | null> {
    const membership = await this.prisma.guardMembership.findUnique({ where: { userId }, include: { tier: true } });
    return membership && !membership.endedAt && membership.expiresAt > new Date() ? membership : null;
  }

  async membershipView(userId: number, lang: Lang): Promise<GuardMembershipView | null> {
    const membership = await this.active(userId);
    if (!membership) return null;
    return {
      tier_id: membership.tierId,
      level: membership.tier.level,
      name: localizedName(membership.tier, lang),
      started_at: membership.startedAt.toISOString(),
      expires_at: membership.expiresAt.toISOString(),
      horn_left: await this.horns.left(membership),
    };
  }

  async buy(userId: number, input: GuardBuyInput, lang: Lang): Promise<GuardBuyView> {
    const tier = await this.prisma.guardTier.findUnique({ where: { id: input.tier_id } });
    if (!tier || !tier.enabled) throw AppError.fail('gifts.guard_tier_not_found');
    const requestKey = `${userId}:${input.request_key ?? randomUUID()}`;
    const diamonds = tier.diamondsPerMonth * input.months;
    await this.prisma.guardPurchase.createMany({ data: [{ requestKey, userId, tierId: tier.id, months: input.months, diamonds }], skipDuplicates: true });
    const purchase = await this.prisma.guardPurchase.findUniqueOrThrow({ where: { requestKey } });
    if (purchase.userId !== userId || purchase.tierId !== tier.id || purchase.months !== input.months) throw AppError.fail('gifts.guard_idempotency_conflict');

    let gold: string | null = null;
    const outcome = await this.prisma.$transaction(
      async (tx) => {
        // One purchase or expiry of a user at a time: the tier held is read, paid for and changed in one go.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${userId}::int)`;
        const mine = await tx.guardPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
        if (mine.appliedAt) return null;
        const now = new Date();
        const held = await tx.guardMembership.findUnique({ where: { userId }, include: { tier: true } });
        const current = held && !held.endedAt && held.expiresAt > now ? held : null;
        if (current && current.tier.level > tier.level) {
          await tx.guardPurchase.delete({ where: { id: purchase.id } });
          return { refused: localizedName(current.tier, lang) };
        }
        let paid;
        try {
          paid = await this.services.call(
            walletContracts.transfer,
            {
              idempotency_key: `guard:${requestKey}`,
              from: { user_id: userId, kind: 'diamond' },
              to: { system: 'diamond.spending' },
              amount: String(diamonds),
              reason: 'guard',
              memo: `guard ${tier.code} x${input.months} months`,
            },
            { lang },
          );
        } catch (error) {
          if (failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) {
            // Nothing moved: the claim goes, so the key can be tried again once the balance allows.
            await tx.guardPurchase.delete({ where: { id: purchase.id } });
            return { insufficient: true };
          }
          throw error;
        }
        gold = String(Number(paid.from_balance));
        const span = input.months * this.config.guards.monthMs;
        const renew = current && current.tierId === tier.id;
        const startedAt = renew ? current.startedAt : now;
        const expiresAt = new Date((renew ? current.expiresAt.getTime() : now.getTime()) + span);
        const membership = await tx.guardMembership.upsert({
          where: { userId },
          create: { userId, tierId: tier.id, startedAt, expiresAt },
          update: { tierId: tier.id, startedAt, expiresAt, endedAt: null, version: { increment: 1 } },
        });
        await tx.guardPurchase.update({ where: { id: purchase.id }, data: { transferId: paid.transfer_id, appliedAt: now, expiresAt } });
        return { membership };
      },
      { maxWait: 10_000, timeout: 20_000 },
    );
    if (outcome && 'refused' in outcome) throw AppError.fail('gifts.guard_lower_tier', { name: outcome.refused });
    if (outcome && 'insufficient' in outcome) throw AppError.fail('gifts.insufficient_diamonds');

    const done = await this.prisma.guardPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
    // On a replay too: the event and the job are idempotent, so a retry repairs a lost one.
    await this.announce(userId);
    return {
      purchase_id: done.id,
      tier_id: tier.id,
      level: tier.level,
      months: done.months,
      diamonds: done.diamonds,
      expires_at: (done.expiresAt as Date).toISOString(),
      gold,
      replayed: outcome === null,
    };
  }

  /** Ends the membership if it is still the version the job was scheduled for and its time is up. Idempotent. */
  async expire(userId: number, version: number): Promise<void> {
    const ended = await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${userId}::int)`;
      const membership = await tx.guardMembership.findUnique({ where: { userId } });
      if (!membership || membership.version !== version || membership.endedAt || membership.expiresAt > new Date()) return false;
      await tx.guardMembership.update({ where: { userId }, data: { endedAt: new Date(), version: { increment: 1 } } });
      return true;
    });
    if (ended) await this.announce(userId);
  }

  /** Memberships past their expiry that no job ended (Redis lost it). */
  async expireOverdue(): Promise<void> {
    const overdue = await this.prisma.guardMembership.findMany({ where: { endedAt: null, expiresAt: { lt: new Date() } }, select: { userId: true, version: true }, take: 500 });
    for (const { userId, version } of overdue) await this.expire(userId, version);
  }

  /** Publishes the membership as it stands and schedules its expiry (both idempotent). */
  private async announce(userId: number): Promise<void> {
    const membership = await this.prisma.guardMembership.findUnique({ where: { userId }, include: { tier: true } });
    if (!membership) return;
    const ended = membership.endedAt !== null;
    await this.events.publish('guard.changed', {
      userId,
      level: ended ? 0 : membership.tier.level,
      tierId: ended ? null : membership.tierId,
      expiresAt: membership.expiresAt.toISOString(),
      version: membership.version,
    });
    if (!ended) {
      const delayMs = Math.max(0, membership.expiresAt.getTime() - Date.now());
      await this.jobs
        .add(GUARD_EXPIRY, { userId, version: membership.version }, { id: `guard-${userId}-${membership.version}`, delayMs })
        .catch((error: unknown) => this.logger.warn(`expiry job not added (the sweep ends it): ${String(error)}`));
    }
  }
}

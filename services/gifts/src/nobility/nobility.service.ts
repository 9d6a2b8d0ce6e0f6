import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import {
  AppError,
  EventBus,
  failedWith,
  NobilityPurchase,
  NobilityTier,
  Jobs,
  Lang,
  ServiceClient,
  Transactions,
} from '@arena/shared';
import { localizedName } from '../catalogue/localized-name';
import { giftsConfig } from '../gifts.config';
import { HornQuota } from '../horn/horn-quota';
import { Settlement, SettlementRegistry } from '../settling/settlement-registry';
import { NOBILITY_EXPIRY } from './nobility-expiry.job';
import { NobilityRepository, MembershipWithTier } from './nobility.repository';
import { NobilityBuyInput, NobilityBuyView, NobilityMembershipView, NobilityTierView } from './nobility.schemas';
import { storedRequestKey } from '../settling/request-key';

/** The idempotency key of a purchase's price on the ledger. */
const priceKey = (requestKey: string) => `guard:${requestKey}`;

export function tierView(tier: NobilityTier, lang: Lang): NobilityTierView {
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
 * Nobility: platform-wide tiers bought by the month in diamonds. A user holds at most one
 * tier: buying the one they hold extends it, a higher one replaces it (from now, what was left of
 * the lower one lapses), a lower one is refused while a higher one lasts. Every purchase is a
 * wallet transfer keyed by the buyer's request key; every change bumps the membership's version and
 * is published as `guard.changed` (the account service shows the level as Member/info's toplevel).
 * A BullMQ job at the expiry ends it; a sweep ends those whose job Redis lost.
 */
@Injectable()
export class NobilityService implements OnModuleInit {
  private readonly logger = new Logger(NobilityService.name);
  private readonly config = giftsConfig();
  /** Price of a horn message beyond the free ones (shown beside the tiers). */
  readonly hornPrice = this.config.hornPriceDiamonds;

  constructor(
    private readonly nobility: NobilityRepository,
    private readonly transactions: Transactions,
    private readonly settlements: SettlementRegistry,
    private readonly services: ServiceClient,
    private readonly events: EventBus,
    private readonly jobs: Jobs,
    private readonly horns: HornQuota,
  ) {}

  /** Joins the settling sweep with the purchases left unfinished. */
  onModuleInit(): void {
    this.settlements.register<NobilityPurchase>('guard', {
      unfinished: (before, limit) => this.nobility.listUnfinishedPurchases(before, limit),
      priceKey: (purchase) => priceKey(purchase.requestKey),
      settle: (settlements) => this.settle(settlements),
    });
  }

  async tiers(lang: Lang): Promise<NobilityTierView[]> {
    const tiers = await this.nobility.listEnabledTiers();
    return tiers.map((tier) => tierView(tier, lang));
  }

  /** The user's nobility while it lasts (not ended, not past its expiry), with its tier; else null. */
  async active(userId: number): Promise<MembershipWithTier | null> {
    const membership = await this.nobility.findMembershipWithTier(userId);
    return membership && !membership.endedAt && membership.expiresAt > new Date() ? membership : null;
  }

  async membershipView(userId: number, lang: Lang): Promise<NobilityMembershipView | null> {
    const membership = await this.active(userId);
    if (!membership) return null;
    return {
      tier_id: membership.tierId,
      level: membership.tier.level,
      name: localizedName(membership.tier, lang),
      started_at: membership.startedAt.toISOString(),
      expires_at: membership.expiresAt.toISOString(),
      horn_left: this.horns.left(membership),
    };
  }

  async buy(userId: number, input: NobilityBuyInput, lang: Lang): Promise<NobilityBuyView> {
    const tier = await this.nobility.findTier(input.tier_id);
    if (!tier || !tier.enabled) throw AppError.fail('gifts.nobility_tier_not_found');
    const requestKey = storedRequestKey(userId, input.request_key);
    const diamonds = tier.diamondsPerMonth * input.months;
    await this.nobility.claimPurchase({ requestKey, userId, tierId: tier.id, months: input.months, diamonds });
    let purchase = await this.nobility.findPurchaseByRequestKeyOrThrow(requestKey);
    if (purchase.userId !== userId || purchase.tierId !== tier.id || purchase.months !== input.months)
      throw AppError.fail('gifts.nobility_idempotency_conflict');

    let gold: string | null = null;
    if (!purchase.appliedAt && !purchase.refundedAt) {
      const current = await this.active(userId);
      if (!purchase.transferId && current && current.tier.level > tier.level) {
        await this.nobility.releaseUnpaidPurchase(purchase.id);
        throw AppError.fail('gifts.nobility_lower_tier', { name: localizedName(current.tier, lang) });
      }
      let paid;
      try {
        paid = await this.services.call(
          walletContracts.transfer,
          {
            idempotency_key: priceKey(requestKey),
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
          await this.nobility.releaseUnpaidPurchase(purchase.id);
          throw AppError.fail('gifts.insufficient_diamonds');
        }
        throw error;
      }
      if (!paid.replayed) gold = String(Number(paid.from_balance));
      await this.complete(purchase, paid.transfer_id);
      purchase = await this.nobility.findPurchaseOrThrow(purchase.id);
    }
    if (purchase.refundedAt) {
      const current = await this.active(userId);
      throw AppError.fail('gifts.nobility_lower_tier', { name: current ? localizedName(current.tier, lang) : '' });
    }
    // On a replay too: the event and the job are idempotent, so a retry repairs a lost one.
    await this.announce(userId);
    return {
      purchase_id: purchase.id,
      tier_id: tier.id,
      level: tier.level,
      months: purchase.months,
      diamonds: purchase.diamonds,
      expires_at: (purchase.expiresAt as Date).toISOString(),
      gold,
      replayed: gold === null,
    };
  }

  /**
   * Purchases left unfinished (decision 026): the payment's outcome was unknown (no answer from the
   * wallet, which may have committed) and no retry came, or the process stopped after the payment.
   * Once PAYMENT_SETTLE_AFTER_SECONDS old, the settling sweep asks the wallet: each is finished if it
   * posted its price (applied, or refunded when a higher tier was taken meanwhile, and announced) and
   * released if not. It never charges.
   */
  private async settle(settlements: Settlement<NobilityPurchase>[]): Promise<void> {
    for (const { payment: purchase, transferId } of settlements) {
      if (!transferId) {
        await this.nobility.releaseUnpaidPurchase(purchase.id);
        continue;
      }
      await this.complete(purchase, transferId);
      await this.announce(purchase.userId);
    }
  }

  /** A paid purchase: its transfer recorded, then applied, or refunded if a higher tier was taken meanwhile. */
  private async complete(
    purchase: { id: number; userId: number; requestKey: string; diamonds: number },
    transferId: string,
  ): Promise<void> {
    await this.nobility.recordPurchaseTransfer(purchase.id, transferId);
    if ((await this.apply(purchase.id)) === 'refused')
      await this.refund(purchase.id, purchase.userId, purchase.requestKey, purchase.diamonds);
  }

  /**
   * Applies a paid purchase to the membership, once (one short transaction per user at a time): the
   * same tier extends it, a higher one (or none held) starts it from now. A lower tier than the one
   * held is refused here too: a higher purchase may have been applied while this one was being paid.
   */
  private apply(purchaseId: number): Promise<'applied' | 'refused'> {
    return this.transactions.run(async (tx) => {
      const purchase = await this.nobility.findPurchaseWithTierOrThrow(purchaseId, tx);
      await this.nobility.lockUser(purchase.userId, tx);
      const mine = await this.nobility.findPurchaseOrThrow(purchaseId, tx);
      if (mine.appliedAt) return 'applied';
      if (mine.refundedAt) return 'refused';
      const now = new Date();
      const held = await this.nobility.findMembershipWithTier(purchase.userId, tx);
      const current = held && !held.endedAt && held.expiresAt > now ? held : null;
      if (current && current.tier.level > purchase.tier.level) return 'refused';
      const renew = current && current.tierId === purchase.tierId;
      const startedAt = renew ? current.startedAt : now;
      const expiresAt = new Date(
        (renew ? current.expiresAt.getTime() : now.getTime()) + purchase.months * this.config.guards.monthMs,
      );
      await this.nobility.saveMembership(
        { userId: purchase.userId, tierId: purchase.tierId, startedAt, expiresAt },
        tx,
      );
      await this.nobility.markPurchaseApplied(purchaseId, now, expiresAt, tx);
      return 'applied';
    });
  }

  /** A purchase paid but refused (a higher tier was taken meanwhile): its diamonds go back, once. */
  private async refund(purchaseId: number, userId: number, requestKey: string, diamonds: number): Promise<void> {
    await this.services.call(walletContracts.transfer, {
      idempotency_key: `guard-refund:${requestKey}`,
      from: { system: 'diamond.spending' },
      to: { user_id: userId, kind: 'diamond' },
      amount: String(diamonds),
      reason: 'adjustment',
      memo: `guard purchase ${purchaseId} refused: a higher tier is held`,
    });
    await this.nobility.markPurchaseRefunded(purchaseId, new Date());
  }

  /** Ends the membership if it is still the version the job was scheduled for and its time is up. Idempotent. */
  async expire(userId: number, version: number): Promise<void> {
    const ended = await this.transactions.run(async (tx) => {
      await this.nobility.lockUser(userId, tx);
      const membership = await this.nobility.findMembership(userId, tx);
      if (!membership || membership.version !== version || membership.endedAt || membership.expiresAt > new Date())
        return false;
      await this.nobility.endMembership(userId, new Date(), tx);
      return true;
    });
    if (ended) await this.announce(userId);
  }

  /** Memberships past their expiry that no job ended (Redis lost it). */
  async expireOverdue(): Promise<void> {
    const overdue = await this.nobility.listOverdueMemberships(new Date(), 500);
    for (const { userId, version } of overdue) await this.expire(userId, version);
  }

  /** Publishes the membership as it stands and schedules its expiry (both idempotent). */
  private async announce(userId: number): Promise<void> {
    const membership = await this.nobility.findMembershipWithTier(userId);
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
        .add(
          NOBILITY_EXPIRY,
          { userId, version: membership.version },
          { id: `guard-${userId}-${membership.version}`, delayMs },
        )
        .catch((error: unknown) => this.logger.warn(`expiry job not added (the sweep ends it): ${String(error)}`));
    }
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { accountContracts, walletContracts } from '@arena/contracts';
import { AppError, failedWith, Lang, PrismaService, RealtimeEmitter, ServiceClient } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { HornQuota } from './horn-quota';
import { HornInput, HornView } from './horn.schemas';

/** Namespace of the per-user advisory lock that serialises a user's use of the horn quota. */
const LOCK_NAMESPACE = 4106;

/**
 * The horn (Member/sneHorn): a message shown on every page of every connected visitor. A noble's
 * first `hornQuota` messages of each month are free; any other costs HORN_PRICE_DIAMONDS through the
 * wallet (reason `horn`). Each message is a `gifts.paid_messages` row (kind `horn`) claimed under the
 * sender's request key, so a retry charges once and is broadcast once.
 */
@Injectable()
export class HornService {
  private readonly price = giftsConfig().hornPriceDiamonds;

  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
    private readonly realtime: RealtimeEmitter,
    private readonly quota: HornQuota,
  ) {}

  async send(userId: number, input: HornInput, lang: Lang): Promise<HornView> {
    const requestKey = `${userId}:${input.request_key ?? randomUUID()}`;
    const { message, fresh } = await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${userId}::int)`;
      const existing = await tx.paidMessage.findUnique({ where: { requestKey } });
      if (existing) return { message: existing, fresh: false };
      const membership = await tx.guardMembership.findUnique({ where: { userId }, include: { tier: true } });
      const noble = membership && !membership.endedAt && membership.expiresAt > new Date() ? membership : null;
      const fromQuota = noble ? (await this.quota.left(noble, tx)) > 0 : false;
      const created = await tx.paidMessage.create({ data: { kind: 'horn', requestKey, userId, content: input.content, diamonds: fromQuota ? 0 : this.price, fromQuota } });
      return { message: created, fresh: true };
    });
    if (message.kind !== 'horn' || message.content !== input.content) throw AppError.fail('gifts.message_idempotency_conflict');

    const diamonds = Number(message.diamonds);
    let gold: string | null = null;
    let deliver = fresh && diamonds === 0;
    if (diamonds > 0 && !message.transferId) {
      let paid;
      try {
        paid = await this.services.call(
          walletContracts.transfer,
          { idempotency_key: `horn:${requestKey}`, from: { user_id: userId, kind: 'diamond' }, to: { system: 'diamond.spending' }, amount: String(diamonds), reason: 'horn', memo: `horn ${message.id}` },
          { lang },
        );
      } catch (error) {
        if (fresh) await this.prisma.paidMessage.deleteMany({ where: { requestKey, transferId: null } });
        if (failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) throw AppError.fail('gifts.insufficient_diamonds');
        throw error;
      }
      gold = String(Number(paid.from_balance));
      // Whoever records the payment first delivers the message: a retry completing a paid horn shows it once.
      const recorded = await this.prisma.paidMessage.updateMany({ where: { id: message.id, transferId: null }, data: { transferId: paid.transfer_id } });
      deliver = recorded.count === 1;
    }

    const membership = await this.prisma.guardMembership.findUnique({ where: { userId }, include: { tier: true } });
    const noble = membership && !membership.endedAt && membership.expiresAt > new Date() ? membership : null;
    if (deliver) {
      const card = await this.services.call(accountContracts.userCard, { id: userId });
      await this.realtime.horn({
        id: message.id,
        user_id: userId,
        user_nickname: card.user_nickname,
        avatar: card.avatar,
        toplevel: noble ? noble.tier.level : 0,
        content: message.content,
        created_at: message.createdAt.toISOString(),
      });
    }
    return {
      id: message.id,
      content: message.content,
      from_quota: message.fromQuota,
      diamonds,
      horn_left: noble ? await this.quota.left(noble) : 0,
      gold,
      replayed: !fresh,
    };
  }
}

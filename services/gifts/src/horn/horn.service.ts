import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { accountContracts, walletContracts } from '@arena/contracts';
import { AppError, failedWith, Lang, PaidMessage, PrismaService, RealtimeEmitter, ServiceClient } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { HornQuota } from './horn-quota';
import { HornInput, HornView } from './horn.schemas';

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
    const { message, fresh } = await this.claim(userId, requestKey, input.content);
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

    const noble = await this.noble(userId);
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
      horn_left: noble ? this.quota.left(noble) : 0,
      gold,
      replayed: !fresh,
    };
  }

  private async noble(userId: number) {
    const membership = await this.prisma.guardMembership.findUnique({ where: { userId }, include: { tier: true } });
    return membership && !membership.endedAt && membership.expiresAt > new Date() ? membership : null;
  }

  /**
   * The message's row under its request key: the one a earlier request recorded, or a new one paid by
   * the quota when a free horn could be taken, else priced at HORN_PRICE_DIAMONDS.
   */
  private async claim(userId: number, requestKey: string, content: string): Promise<{ message: PaidMessage; fresh: boolean }> {
    const existing = await this.prisma.paidMessage.findUnique({ where: { requestKey } });
    if (existing) return { message: existing, fresh: false };
    const noble = await this.noble(userId);
    const fromQuota = noble ? await this.quota.take(noble) : false;
    const created = await this.prisma.paidMessage.createMany({
      data: [{ kind: 'horn', requestKey, userId, content, diamonds: fromQuota ? 0 : this.price, fromQuota }],
      skipDuplicates: true,
    });
    if (created.count === 0 && noble && fromQuota) await this.quota.giveBack(noble);
    return { message: await this.prisma.paidMessage.findUniqueOrThrow({ where: { requestKey } }), fresh: created.count === 1 };
  }
}

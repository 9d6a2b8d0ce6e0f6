import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, failedWith, Lang, PaidMessage, PrismaService, ServiceClient } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { postedPrices } from '../settling/posted-prices';

type Kind = 'horn' | 'barrage';
const priceKey = (kind: Kind, requestKey: string) => `${kind}:${requestKey}`;

/**
 * Pays a claimed paid message (a horn, a paid danmaku) from its sender's diamonds, keyed by its
 * request key so a retry charges once. Refused for a short balance, the claim this request made is
 * released, so the key can be tried again once the balance allows; with no answer from the wallet
 * (which may have committed) the claim stays, for a retry or the settling sweep (decision 026).
 * Whoever records the payment first delivers the message: a retry completing a payment shows it once.
 */
@Injectable()
export class PaidMessagePayments {
  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
  ) {}

  /** Answers the sender's diamonds after the payment and whether this request delivers the message. */
  async pay(message: PaidMessage, how: { reason: Kind; memo: string; claimed: boolean; lang: Lang }): Promise<{ gold: string; deliver: boolean }> {
    let paid;
    try {
      paid = await this.services.call(
        walletContracts.transfer,
        {
          idempotency_key: priceKey(how.reason, message.requestKey),
          from: { user_id: message.userId, kind: 'diamond' },
          to: { system: 'diamond.spending' },
          amount: String(Number(message.diamonds)),
          reason: how.reason,
          memo: how.memo,
        },
        { lang: how.lang },
      );
    } catch (error) {
      if (!failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) throw error;
      if (how.claimed) await this.prisma.paidMessage.deleteMany({ where: { requestKey: message.requestKey, transferId: null } });
      throw AppError.fail('gifts.insufficient_diamonds');
    }
    const recorded = await this.prisma.paidMessage.updateMany({ where: { id: message.id, transferId: null }, data: { transferId: paid.transfer_id } });
    return { gold: String(Number(paid.from_balance)), deliver: recorded.count === 1 };
  }

  /**
   * Messages of a kind left unpaid for PAYMENT_SETTLE_AFTER_SECONDS (decision 026): recorded and
   * delivered (late: paid for, so shown) if the wallet posted their price, released if not. It never
   * charges. Answers how many it settled.
   */
  async settlePending(kind: Kind, deliver: (message: PaidMessage) => Promise<void>, now = Date.now()): Promise<number> {
    const before = new Date(now - giftsConfig().settling.afterMs);
    // The predicate is the partial index's, written out so the planner always uses it.
    const unpaid = await this.prisma.$queryRaw<{ id: number; requestKey: string }[]>`
      SELECT "id", "request_key" AS "requestKey" FROM "gifts"."paid_messages"
      WHERE "transfer_id" IS NULL AND "diamonds" > 0 AND "kind" = ${kind} AND "created_at" < ${before}
      ORDER BY "created_at" LIMIT ${walletContracts.MAX_POSTED_KEYS}`;
    if (unpaid.length === 0) return 0;
    const posted = await postedPrices(this.services, unpaid.map((message) => priceKey(kind, message.requestKey)));
    for (const { id, requestKey } of unpaid) {
      const transferId = posted.get(priceKey(kind, requestKey));
      if (!transferId) {
        await this.prisma.paidMessage.deleteMany({ where: { id, transferId: null } });
        continue;
      }
      const recorded = await this.prisma.paidMessage.updateMany({ where: { id, transferId: null }, data: { transferId } });
      if (recorded.count === 1) await deliver(await this.prisma.paidMessage.findUniqueOrThrow({ where: { id } }));
    }
    return unpaid.length;
  }
}

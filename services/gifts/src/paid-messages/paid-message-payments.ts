import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, failedWith, Lang, OutboxMessage, PaidMessage, PrismaService, ServiceClient } from '@arena/shared';
import { GiftsOutbox } from '../events/gifts-outbox';
import { giftsConfig } from '../gifts.config';
import { postedPrices } from '../settling/posted-prices';

type Kind = 'horn' | 'barrage';
const priceKey = (kind: Kind, requestKey: string) => `${kind}:${requestKey}`;

/**
 * Pays a claimed paid message (a horn, a paid danmaku) from its sender's diamonds, keyed by its
 * request key so a retry charges once. Refused for a short balance, the claim this request made is
 * released, so the key can be tried again once the balance allows; with no answer from the wallet
 * (which may have committed) the claim stays, for a retry or the settling sweep (decision 026).
 * Whoever records the payment first shows the message, announced through the outbox in the same
 * transaction: a retry completing a payment shows it once, and a Redis failure after the payment
 * only delays it.
 */
@Injectable()
export class PaidMessagePayments {
  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
    private readonly outbox: GiftsOutbox,
  ) {}

  /**
   * Pays the message and, if this request records the payment, shows it (`shown`, what its viewers
   * receive). Answers the sender's diamonds after the payment and whether this request showed it.
   */
  async pay(message: PaidMessage, how: { reason: Kind; memo: string; claimed: boolean; lang: Lang }, shown: OutboxMessage): Promise<{ gold: string; delivered: boolean }> {
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
    const delivered = await this.record(message.id, paid.transfer_id, shown);
    return { gold: String(Number(paid.from_balance)), delivered };
  }

  /** Records the message's payment and announces it, once: false when another request recorded it first. */
  private record(id: number, transferId: string, shown: OutboxMessage): Promise<boolean> {
    return this.outbox.transaction(async (tx, announce) => {
      const recorded = await tx.paidMessage.updateMany({ where: { id, transferId: null }, data: { transferId } });
      if (recorded.count === 1) announce(shown);
      return recorded.count === 1;
    });
  }

  /**
   * Messages of a kind left unpaid for PAYMENT_SETTLE_AFTER_SECONDS (decision 026): recorded and
   * delivered (late: paid for, so shown) if the wallet posted their price, released if not. It never
   * charges. Answers how many it settled.
   */
  async settlePending(kind: Kind, shown: (message: PaidMessage) => Promise<OutboxMessage>, now = Date.now()): Promise<number> {
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
      await this.record(id, transferId, await shown(await this.prisma.paidMessage.findUniqueOrThrow({ where: { id } })));
    }
    return unpaid.length;
  }
}

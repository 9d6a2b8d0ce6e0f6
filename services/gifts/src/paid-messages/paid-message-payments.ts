import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, failedWith, Lang, PaidMessage, PrismaService, ServiceClient } from '@arena/shared';

/**
 * Pays a claimed paid message (a horn, a paid danmaku) from its sender's diamonds, keyed by its
 * request key so a retry charges once. Unpaid, the claim this request made is released, so the key
 * can be tried again once the balance allows. Whoever records the payment first delivers the message:
 * a retry completing a payment shows it once.
 */
@Injectable()
export class PaidMessagePayments {
  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
  ) {}

  /** Answers the sender's diamonds after the payment and whether this request delivers the message. */
  async pay(message: PaidMessage, how: { reason: 'horn' | 'barrage'; memo: string; claimed: boolean; lang: Lang }): Promise<{ gold: string; deliver: boolean }> {
    let paid;
    try {
      paid = await this.services.call(
        walletContracts.transfer,
        {
          idempotency_key: `${how.reason}:${message.requestKey}`,
          from: { user_id: message.userId, kind: 'diamond' },
          to: { system: 'diamond.spending' },
          amount: String(Number(message.diamonds)),
          reason: how.reason,
          memo: how.memo,
        },
        { lang: how.lang },
      );
    } catch (error) {
      if (how.claimed) await this.prisma.paidMessage.deleteMany({ where: { requestKey: message.requestKey, transferId: null } });
      if (failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) throw AppError.fail('gifts.insufficient_diamonds');
      throw error;
    }
    const recorded = await this.prisma.paidMessage.updateMany({ where: { id: message.id, transferId: null }, data: { transferId: paid.transfer_id } });
    return { gold: String(Number(paid.from_balance)), deliver: recorded.count === 1 };
  }
}

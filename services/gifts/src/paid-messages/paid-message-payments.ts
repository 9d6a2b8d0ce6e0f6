import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, failedWith, Lang, OutboxMessage, PaidMessage, ServiceClient } from '@arena/shared';
import { GiftsOutbox } from '../events/gifts-outbox';
import { Settler } from '../settling/settlement-registry';
import { PaidMessagesRepository, UnpaidMessage } from './paid-messages.repository';

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
    private readonly messages: PaidMessagesRepository,
    private readonly services: ServiceClient,
    private readonly outbox: GiftsOutbox,
  ) {}

  /**
   * Pays the message and, if this request records the payment, shows it (`shown`, what its viewers
   * receive). Answers the sender's diamonds after the payment and whether this request showed it.
   */
  async pay(
    message: PaidMessage,
    how: { reason: Kind; memo: string; claimed: boolean; lang: Lang },
    shown: OutboxMessage,
  ): Promise<{ gold: string; delivered: boolean }> {
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
      if (how.claimed) await this.messages.releaseUnpaidByRequestKey(message.requestKey);
      throw AppError.fail('gifts.insufficient_diamonds');
    }
    const delivered = await this.record(message.id, paid.transfer_id, shown);
    return { gold: String(Number(paid.from_balance)), delivered };
  }

  /** Records the message's payment and announces it, once: false when another request recorded it first. */
  private record(id: number, transferId: string, shown: OutboxMessage): Promise<boolean> {
    return this.outbox.transaction(async (tx, announce) => {
      const recorded = await this.messages.recordTransfer(id, transferId, tx);
      if (recorded) announce(shown);
      return recorded;
    });
  }

  /**
   * The settler of a kind's messages left unpaid (decision 026), for the settling sweep: recorded and
   * delivered (late: paid for, so shown) if the wallet posted their price, released if not. It never charges.
   */
  settler(kind: Kind, shown: (message: PaidMessage) => Promise<OutboxMessage>): Settler<UnpaidMessage> {
    return {
      unfinished: (before, limit) => this.messages.listUnpaid(kind, before, limit),
      priceKey: (message) => priceKey(kind, message.requestKey),
      settle: async (settlements) => {
        for (const {
          payment: { id },
          transferId,
        } of settlements) {
          if (!transferId) {
            await this.messages.releaseUnpaid(id);
            continue;
          }
          await this.record(id, transferId, await shown(await this.messages.findByIdOrThrow(id)));
        }
      },
    };
  }
}

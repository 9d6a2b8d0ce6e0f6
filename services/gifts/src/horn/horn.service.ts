import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppError, Lang, OutboxMessage, PaidMessage } from '@arena/shared';
import { GiftsOutbox } from '../events/gifts-outbox';
import { giftsConfig } from '../gifts.config';
import { NobilityRepository } from '../nobility/nobility.repository';
import { PaidMessagePayments } from '../paid-messages/paid-message-payments';
import { PaidMessagesRepository } from '../paid-messages/paid-messages.repository';
import { SettlementRegistry } from '../settling/settlement-registry';
import { HornQuota } from './horn-quota';
import { HornInput, HornView } from './horn.schemas';
import { SenderCards } from '../senders/sender-cards';
import { storedRequestKey } from '../settling/request-key';

/**
 * The horn (Member/sneHorn): a message shown on every page of every connected visitor. A noble's
 * first `hornQuota` messages of each month are free; any other costs HORN_PRICE_DIAMONDS through the
 * wallet (reason `horn`). Each message is a `gifts.paid_messages` row (kind `horn`) claimed under the
 * sender's request key, so a retry charges once and is broadcast once.
 */
@Injectable()
export class HornService implements OnModuleInit {
  private readonly price = giftsConfig().hornPriceDiamonds;

  constructor(
    private readonly messages: PaidMessagesRepository,
    private readonly nobility: NobilityRepository,
    private readonly settlements: SettlementRegistry,
    private readonly senders: SenderCards,
    private readonly payments: PaidMessagePayments,
    private readonly outbox: GiftsOutbox,
    private readonly quota: HornQuota,
  ) {}

  /** Joins the settling sweep with the horns paid for whose answer was lost and that no retry delivered (decision 026). */
  onModuleInit(): void {
    this.settlements.register(
      'horn',
      this.payments.settler('horn', async (message) => this.shown(message, await this.noble(message.userId))),
    );
  }

  async send(userId: number, input: HornInput, lang: Lang): Promise<HornView> {
    const requestKey = storedRequestKey(userId, input.request_key);
    const { message, fresh } = await this.claim(userId, requestKey, input.content);
    if (message.kind !== 'horn' || message.content !== input.content)
      throw AppError.fail('gifts.message_idempotency_conflict');

    const diamonds = Number(message.diamonds);
    let gold: string | null = null;
    const noble = await this.noble(userId);
    if (diamonds > 0 && !message.transferId) {
      ({ gold } = await this.payments.pay(
        message,
        { reason: 'horn', memo: `horn ${message.id}`, claimed: fresh, lang },
        await this.shown(message, noble),
      ));
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

  /** The horn's banner on every page, with the sender's nobility as it stands. */
  private async shown(message: PaidMessage, noble: Noble): Promise<OutboxMessage> {
    return hornShown(message, noble, await this.senders.of(message.userId));
  }

  private async noble(userId: number) {
    const membership = await this.nobility.findMembershipWithTier(userId);
    return membership && !membership.endedAt && membership.expiresAt > new Date() ? membership : null;
  }

  /**
   * The message's row under its request key: the one a earlier request recorded, or a new one paid by
   * the quota when a free horn could be taken (shown with its row, through the outbox), else priced
   * at HORN_PRICE_DIAMONDS.
   */
  private async claim(
    userId: number,
    requestKey: string,
    content: string,
  ): Promise<{ message: PaidMessage; fresh: boolean }> {
    const existing = await this.messages.findByRequestKey(requestKey);
    if (existing) return { message: existing, fresh: false };
    const noble = await this.noble(userId);
    const fromQuota = noble ? await this.quota.take(noble) : false;
    const card = fromQuota ? await this.senders.of(userId) : undefined;
    const created = await this.outbox.transaction(async (tx, announce) => {
      const claimed = await this.messages.claim(
        { kind: 'horn', requestKey, userId, content, diamonds: fromQuota ? 0 : this.price, fromQuota },
        tx,
      );
      if (claimed && card)
        announce(hornShown(await this.messages.findByRequestKeyOrThrow(requestKey, tx), noble, card));
      return claimed;
    });
    if (!created && noble && fromQuota) await this.quota.giveBack(noble);
    return { message: await this.messages.findByRequestKeyOrThrow(requestKey), fresh: created };
  }
}

type Noble = Awaited<ReturnType<HornService['noble']>>;

/** The horn's banner on every page, with the sender's nobility as it stands. */
function hornShown(message: PaidMessage, noble: Noble, card: { user_nickname: string; avatar: string }): OutboxMessage {
  return {
    horn: {
      id: message.id,
      user_id: message.userId,
      user_nickname: card.user_nickname,
      avatar: card.avatar,
      toplevel: noble ? noble.tier.level : 0,
      content: message.content,
      created_at: message.createdAt.toISOString(),
    },
  };
}

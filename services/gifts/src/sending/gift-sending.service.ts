import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import type { GiftEventData } from '@arena/protocol';
import { AppError, ContractInput, EventBus, failedWith, Lang, Page, PrismaService, RealtimeEmitter, ServiceClient } from '@arena/shared';
import { z } from 'zod';
import { CatalogueService } from '../catalogue/catalogue.service';
import { localizedName } from '../catalogue/localized-name';
import { RoomDirectory } from '../rooms/room-directory';
import { giftsConfig } from '../gifts.config';
import { anchorIncomeYuan } from './anchor-income';
import { HandselInput, HandselOutput, ReceivedGiftOutput } from './sending.schemas';
import { SenderCards } from '../senders/sender-cards';

/**
 * Sending a gift: the send is claimed under the sender's request key first (a retry finds it), then
 * paid by one wallet call that commits both transfers or neither: the price (user diamonds ->
 * diamond.spending, which publishes wallet.spent) and the streamer's share (cash.income -> their
 * cash). The gift is then shown in the room and published as gift.sent.
 * Every money step is a transfer keyed by the send, so a retry completes what a failure left and never
 * charges twice.
 */
@Injectable()
export class GiftSendingService {
  private readonly config = giftsConfig();

  constructor(
    private readonly prisma: PrismaService,
    private readonly catalogue: CatalogueService,
    private readonly services: ServiceClient,
    private readonly rooms: RoomDirectory,
    private readonly events: EventBus,
    private readonly realtime: RealtimeEmitter,
    private readonly senders: SenderCards,
  ) {}

  async send(userId: number, input: HandselInput, lang: Lang): Promise<z.output<typeof HandselOutput>> {
    if (input.count > this.config.maxCombo) throw AppError.fail('gifts.combo_too_large', { max: this.config.maxCombo });
    const gift = await this.catalogue.offered(input.gift_id);
    // The sender's card (for the room's banner) is read beside the room, not after the payment.
    const [room, card] = await Promise.all([
      this.rooms.roomOf(input.room_id),
      this.senders.of(userId),
    ]);
    if (room.anchor_id === userId) throw AppError.fail('gifts.self_gift');
    const requestKey = `${userId}:${input.request_key ?? randomUUID()}`;
    const diamonds = input.from_backpack ? 0 : gift.diamonds * input.count;
    const income = anchorIncomeYuan(diamonds, this.config.diamondsPerYuan, this.config.anchorShare);
    const wanted = { userId, roomId: room.room_id, anchorId: room.anchor_id, giftId: gift.id, count: input.count, fromBackpack: input.from_backpack };

    const claim = [{ ...wanted, requestKey, diamonds, anchorIncome: income }];
    // A paid send is claimed by one statement; a backpack send takes its gifts in the same transaction.
    const [created] = input.from_backpack
      ? await this.prisma.$transaction(async (tx) => {
          const rows = await tx.giftSend.createManyAndReturn({ data: claim, skipDuplicates: true });
          if (rows.length === 1) {
            const taken = await tx.backpackGift.updateMany({ where: { userId, giftId: gift.id, quantity: { gte: input.count } }, data: { quantity: { decrement: input.count } } });
            if (taken.count === 0) throw AppError.fail('gifts.backpack_short');
          }
          return rows;
        })
      : await this.prisma.giftSend.createManyAndReturn({ data: claim, skipDuplicates: true });
    const claimed = created !== undefined;
    // A retry finds the send its first request claimed.
    const send = created ?? (await this.prisma.giftSend.findUniqueOrThrow({ where: { requestKey } }));
    const same = Object.entries(wanted).every(([k, v]) => send[k as keyof typeof wanted] === v);
    if (!same) throw AppError.fail('gifts.idempotency_conflict');

    let gold: string | null = null;
    let transferId = `backpack:${send.id}`;
    if (diamonds > 0) {
      // The price and the streamer's share in one wallet call that commits both or neither, each
      // under its own key: a retry replays both, and the share is never credited without the price.
      const legs: ContractInput<typeof walletContracts.transfers>['transfers'] = [
        {
          idempotency_key: `gift:${requestKey}`,
          from: { user_id: userId, kind: 'diamond' },
          to: { system: 'diamond.spending' },
          amount: String(diamonds),
          reason: 'gift',
          memo: `gift ${gift.code} x${input.count} room ${room.room_id}`,
        },
      ];
      if (Number(income) > 0) {
        legs.push({
          idempotency_key: `gift-income:${requestKey}`,
          from: { system: 'cash.income' },
          to: { user_id: room.anchor_id, kind: 'cash' },
          amount: income,
          reason: 'income',
          memo: `gift send ${send.id}`,
        });
      }
      let paid;
      try {
        [paid] = (await this.services.call(walletContracts.transfers, { transfers: legs })).transfers;
      } catch (error) {
        // Not paid: the claim is released so the key can be tried again once the balance allows.
        if (claimed) await this.prisma.giftSend.deleteMany({ where: { requestKey, transferId: null } });
        if (failedWith(error, walletContracts.transfers, 'wallet.insufficient_diamonds')) throw AppError.fail('gifts.insufficient_diamonds');
        throw error;
      }
      transferId = paid.transfer_id;
      gold = String(Number(paid.from_balance));
    }

    const replayed = !claimed;
    // Heat and the contribution rank count what a send is worth, paid or from the backpack.
    const worth = String(gift.diamonds * input.count);
    await Promise.all([
      // The send's record of its payment (what the streamer's list shows), beside the announcements.
      send.transferId !== transferId && diamonds > 0 ? this.prisma.giftSend.update({ where: { id: send.id }, data: { transferId } }) : undefined,
      this.events.publish('gift.sent', {
        userId, nickname: card.user_nickname, avatar: card.avatar, roomId: room.room_id, anchorId: room.anchor_id, giftId: gift.id, diamonds: worth, transferId,
      }),
      replayed
        ? undefined
        : this.realtime.roomEvent(room.room_id, 'gift', {
            send_id: send.id, user_id: userId, user_nickname: card.user_nickname, avatar: card.avatar, gift_id: gift.id, gift_code: gift.code,
            gift_name: localizedName(gift, lang), image: gift.image, animation: gift.animation, tier: gift.tier, count: input.count, diamonds: String(diamonds),
          } satisfies GiftEventData),
    ]);
    return { send_id: send.id, gift_id: gift.id, count: input.count, diamonds: String(diamonds), gold, replayed };
  }

  /** Gifts a streamer received, newest first. */
  async received(anchorId: number, page: number, limit: number, lang: Lang): Promise<Page<z.output<typeof ReceivedGiftOutput>>> {
    const where = { anchorId, OR: [{ transferId: { not: null } }, { fromBackpack: true }] };
    const [rows, total] = await Promise.all([
      this.prisma.giftSend.findMany({ where, include: { gift: true }, orderBy: { id: 'desc' }, skip: (page - 1) * limit, take: limit }),
      this.prisma.giftSend.count({ where }),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id, user_id: r.userId, gift_id: r.giftId, gift_name: localizedName(r.gift, lang), image: r.gift.image, count: r.count,
        diamonds: r.diamonds.toFixed(2), created_at: r.createdAt.toISOString(),
      })),
      total, page, limit,
    };
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, Lang, Page, Transactions } from '@arena/shared';
import { z } from 'zod';
import { BackpackRepository } from '../backpack/backpack.repository';
import { CatalogueService } from '../catalogue/catalogue.service';
import { localizedName } from '../catalogue/localized-name';
import { RoomDirectory } from '../rooms/room-directory';
import { giftsConfig } from '../gifts.config';
import { streamerIncomeYuan } from './streamer-income';
import { HandselInput, HandselOutput, ReceivedGiftOutput } from './sending.schemas';
import { SenderCards } from '../senders/sender-cards';
import { GiftAnnouncement, GiftAnnouncements } from './gift-announcements';
import { GiftPayments, sameSend, SendFields } from './gift-payments';
import { GiftSendsRepository } from './gift-sends.repository';
import { storedRequestKey } from '../settling/request-key';

/**
 * Sending a gift: checked here, then paid with the sends that arrive meanwhile (`GiftPayments`:
 * claimed under the sender's request key, the price and the streamer's share as one wallet group,
 * announced in the room and as gift.sent), or taken from the backpack in one transaction.
 */
@Injectable()
export class GiftSendingService {
  private readonly config = giftsConfig();

  constructor(
    private readonly transactions: Transactions,
    private readonly sends: GiftSendsRepository,
    private readonly backpack: BackpackRepository,
    private readonly catalogue: CatalogueService,
    private readonly rooms: RoomDirectory,
    private readonly senders: SenderCards,
    private readonly payments: GiftPayments,
    private readonly announcements: GiftAnnouncements,
  ) {}

  async send(userId: number, input: HandselInput, lang: Lang): Promise<z.output<typeof HandselOutput>> {
    if (input.count > this.config.maxCombo) throw AppError.fail('gifts.combo_too_large', { max: this.config.maxCombo });
    const gift = await this.catalogue.offered(input.gift_id);
    // The sender's card (for the room's banner) is read beside the room, not after the payment.
    const [room, card] = await Promise.all([this.rooms.roomOf(input.room_id), this.senders.of(userId)]);
    if (room.streamer_id === userId) throw AppError.fail('gifts.self_gift');
    const requestKey = storedRequestKey(userId, input.request_key);
    const fields = {
      userId,
      roomId: room.room_id,
      streamerId: room.streamer_id,
      giftId: gift.id,
      count: input.count,
      fromBackpack: input.from_backpack,
    };
    const diamonds = input.from_backpack ? 0 : gift.diamonds * input.count;
    // Heat and the contribution rank count what a send is worth, paid or from the backpack.
    const worth = String(gift.diamonds * input.count);
    const announcement: GiftAnnouncement = {
      sent: {
        userId,
        nickname: card.user_nickname,
        avatar: card.avatar,
        roomId: room.room_id,
        streamerId: room.streamer_id,
        giftId: gift.id,
        diamonds: worth,
      },
      roomEvent: {
        user_id: userId,
        user_nickname: card.user_nickname,
        avatar: card.avatar,
        gift_id: gift.id,
        gift_code: gift.code,
        gift_name: localizedName(gift, lang),
        image: gift.image,
        animation: gift.animation,
        tier: gift.tier,
        count: input.count,
        diamonds: String(diamonds),
      },
    };
    const done = input.from_backpack
      ? await this.fromBackpack(requestKey, fields, announcement)
      : await this.payments.pay({
          requestKey,
          fields,
          diamonds,
          announcement,
          streamerIncome: streamerIncomeYuan(diamonds, this.config.diamondsPerYuan, this.config.streamerShare),
          memo: `gift ${gift.code} x${input.count} room ${room.room_id}`,
        });
    return {
      send_id: done.sendId,
      gift_id: gift.id,
      count: input.count,
      diamonds: String(diamonds),
      gold: done.gold,
      replayed: done.replayed,
    };
  }

  /** A send from the backpack: claimed and its gifts taken in one transaction; a retry finds the claim. */
  private async fromBackpack(requestKey: string, fields: SendFields, announcement: GiftAnnouncement) {
    const { userId, giftId, count } = fields;
    const created = await this.transactions.run(async (tx) => {
      const row = await this.sends.claimFromBackpack({ ...fields, requestKey }, tx);
      if (row && !(await this.backpack.take(userId, giftId, count, tx))) throw AppError.fail('gifts.backpack_short');
      return row;
    });
    const send = created ?? (await this.sends.findByRequestKeyOrThrow(requestKey));
    if (!sameSend(send, fields)) throw AppError.fail('gifts.idempotency_conflict');
    const replayed = created === undefined;
    await this.announcements.publish([
      { announcement, sendId: send.id, transferId: `backpack:${send.id}`, shownBefore: replayed },
    ]);
    return { sendId: send.id, gold: null, replayed };
  }

  /** Gifts a streamer received, newest first. */
  async received(
    streamerId: number,
    page: number,
    limit: number,
    lang: Lang,
  ): Promise<Page<z.output<typeof ReceivedGiftOutput>>> {
    const [rows, total] = await Promise.all([
      this.sends.listReceived(streamerId, (page - 1) * limit, limit),
      this.sends.countReceived(streamerId),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        gift_id: r.giftId,
        gift_name: localizedName(r.gift, lang),
        image: r.gift.image,
        count: r.count,
        diamonds: r.diamonds.toFixed(2),
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  }
}

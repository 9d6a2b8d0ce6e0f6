import { Injectable, OnModuleInit } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { liveRoomGroupId } from '@arena/protocol';
import {
  AppError,
  PaidDanmakuStyle,
  Lang,
  OutboxMessage,
  PaidMessage,
  roomEventMessage,
  ServiceClient,
} from '@arena/shared';
import { localizedName } from '../catalogue/localized-name';
import { PaidMessagePayments } from '../paid-messages/paid-message-payments';
import { PaidMessagesRepository } from '../paid-messages/paid-messages.repository';
import { RoomDirectory } from '../rooms/room-directory';
import { SettlementRegistry } from '../settling/settlement-registry';
import { PaidDanmakuRepository } from './paid-danmaku.repository';
import {
  PaidDanmakuSendInput,
  PaidDanmakuSendView,
  PaidDanmakuStyleOutput,
  PaidDanmakuStyleView,
} from './paid-danmaku.schemas';
import { SenderCards } from '../senders/sender-cards';
import { storedRequestKey } from '../settling/request-key';

export function styleView(style: PaidDanmakuStyle, lang: Lang): PaidDanmakuStyleView {
  return {
    id: style.id,
    code: style.code,
    name: localizedName(style, lang),
    diamonds: style.diamonds,
    color: style.color,
    effect: PaidDanmakuStyleOutput.shape.effect.parse(style.effect),
  };
}

/**
 * Paid danmaku (Barrage/send): a message in a room drawn in a bought style. Claimed as a
 * `gifts.paid_messages` row (kind `barrage`) under the sender's request key, paid through the wallet
 * (reason `barrage`), then shown in the room as a code 200 `barrage` room event, which the danmaku
 * rate cap never drops. A retry charges once and shows the message once.
 */
@Injectable()
export class PaidDanmakuService implements OnModuleInit {
  constructor(
    private readonly barrage: PaidDanmakuRepository,
    private readonly messages: PaidMessagesRepository,
    private readonly settlements: SettlementRegistry,
    private readonly services: ServiceClient,
    private readonly payments: PaidMessagePayments,
    private readonly rooms: RoomDirectory,
    private readonly senders: SenderCards,
  ) {}

  /** Joins the settling sweep with the paid danmaku paid for whose answer was lost and that no retry delivered (decision 026): shown late. */
  onModuleInit(): void {
    this.settlements.register(
      'barrage',
      this.payments.settler('barrage', async (message) =>
        this.shown(message, await this.barrage.findStyleOrThrow(message.styleId as number)),
      ),
    );
  }

  async styles(lang: Lang): Promise<PaidDanmakuStyleView[]> {
    const styles = await this.barrage.listEnabledStyles();
    return styles.map((style) => styleView(style, lang));
  }

  async send(userId: number, input: PaidDanmakuSendInput, lang: Lang): Promise<PaidDanmakuSendView> {
    const style = await this.barrage.findStyle(input.style_id);
    if (!style || !style.enabled) throw AppError.fail('gifts.paid_danmaku_style_not_found');
    const room = await this.rooms.roomOf(input.room_id);
    await this.assertMayPost(room.room_id, userId);
    const requestKey = storedRequestKey(userId, input.request_key);
    const claimed = await this.messages.claim({
      kind: 'barrage',
      requestKey,
      userId,
      roomId: room.room_id,
      styleId: style.id,
      content: input.content,
      diamonds: style.diamonds,
    });
    const message = await this.messages.findByRequestKeyOrThrow(requestKey);
    if (
      message.kind !== 'barrage' ||
      message.roomId !== room.room_id ||
      message.styleId !== style.id ||
      message.content !== input.content
    ) {
      throw AppError.fail('gifts.message_idempotency_conflict');
    }

    let gold: string | null = null;
    let delivered = false;
    if (!message.transferId) {
      const how = { reason: 'barrage', memo: `barrage ${style.code} room ${room.room_id}`, claimed, lang } as const;
      ({ gold, delivered } = await this.payments.pay(message, how, await this.shown(message, style)));
    }
    return {
      id: message.id,
      room_id: room.room_id,
      style_id: style.id,
      content: message.content,
      diamonds: Number(message.diamonds),
      gold,
      replayed: !delivered,
    };
  }

  /** The message in its room, as a code 200 `barrage` room event. */
  private async shown(message: PaidMessage, style: PaidDanmakuStyle): Promise<OutboxMessage> {
    const card = await this.senders.of(message.userId);
    return roomEventMessage(message.roomId as number, 'barrage', {
      id: message.id,
      user_id: message.userId,
      user_nickname: card.user_nickname,
      avatar: card.avatar,
      content: message.content,
      style_id: style.id,
      style_code: style.code,
      color: style.color,
      effect: style.effect,
      diamonds: Number(message.diamonds),
      created_at: message.createdAt.toISOString(),
    });
  }

  /** A muted or shielded viewer may not post in the room, paid or not (the chat's own mutes and shields). */
  private async assertMayPost(roomId: number, userId: number): Promise<void> {
    const active = await this.services.call(realtimeContracts.restrictions, { groupId: liveRoomGroupId(roomId) });
    const now = Date.now();
    if (active.some((r) => r.userId === String(userId) && (r.until === null || r.until > now)))
      throw AppError.fail('gifts.paid_danmaku_restricted');
  }
}

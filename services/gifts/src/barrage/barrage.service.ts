import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { liveRoomGroupId } from '@arena/protocol';
import { AppError, Lang, OutboxMessage, PaidMessage, PrismaService, roomEventMessage, ServiceClient } from '@arena/shared';
import { localizedName } from '../catalogue/localized-name';
import { PaidMessagePayments } from '../paid-messages/paid-message-payments';
import { RoomDirectory } from '../rooms/room-directory';
import { BarrageSendInput, BarrageSendView, BarrageStyleOutput, BarrageStyleView } from './barrage.schemas';
import { SenderCards } from '../senders/sender-cards';

type Style = NonNullable<Awaited<ReturnType<PrismaService['barrageStyle']['findUnique']>>>;

export function styleView(style: Style, lang: Lang): BarrageStyleView {
  return { id: style.id, code: style.code, name: localizedName(style, lang), diamonds: style.diamonds, color: style.color, effect: BarrageStyleOutput.shape.effect.parse(style.effect) };
}

/**
 * Paid danmaku (Barrage/send): a message in a room drawn in a bought style. Claimed as a
 * `gifts.paid_messages` row (kind `barrage`) under the sender's request key, paid through the wallet
 * (reason `barrage`), then shown in the room as a code 200 `barrage` room event, which the danmaku
 * rate cap never drops. A retry charges once and shows the message once.
 */
@Injectable()
export class BarrageService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
    private readonly payments: PaidMessagePayments,
    private readonly rooms: RoomDirectory,
    private readonly senders: SenderCards,
  ) {}

  async styles(lang: Lang): Promise<BarrageStyleView[]> {
    const styles = await this.prisma.barrageStyle.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    return styles.map((style) => styleView(style, lang));
  }

  async send(userId: number, input: BarrageSendInput, lang: Lang): Promise<BarrageSendView> {
    const style = await this.prisma.barrageStyle.findUnique({ where: { id: input.style_id } });
    if (!style || !style.enabled) throw AppError.fail('gifts.barrage_style_not_found');
    const room = await this.rooms.roomOf(input.room_id);
    await this.assertMayPost(room.room_id, userId);
    const requestKey = `${userId}:${input.request_key ?? randomUUID()}`;
    const created = await this.prisma.paidMessage.createMany({
      data: [{ kind: 'barrage', requestKey, userId, roomId: room.room_id, styleId: style.id, content: input.content, diamonds: style.diamonds }],
      skipDuplicates: true,
    });
    const claimed = created.count === 1;
    const message = await this.prisma.paidMessage.findUniqueOrThrow({ where: { requestKey } });
    if (message.kind !== 'barrage' || message.roomId !== room.room_id || message.styleId !== style.id || message.content !== input.content) {
      throw AppError.fail('gifts.message_idempotency_conflict');
    }

    let gold: string | null = null;
    let delivered = false;
    if (!message.transferId) {
      const how = { reason: 'barrage', memo: `barrage ${style.code} room ${room.room_id}`, claimed, lang } as const;
      ({ gold, delivered } = await this.payments.pay(message, how, await this.shown(message, style)));
    }
    return { id: message.id, room_id: room.room_id, style_id: style.id, content: message.content, diamonds: Number(message.diamonds), gold, replayed: !delivered };
  }

  /** Paid danmaku paid for whose answer was lost and that no retry delivered (decision 026): shown late. */
  settlePending(): Promise<number> {
    return this.payments.settlePending('barrage', async (message) => {
      const style = await this.prisma.barrageStyle.findUniqueOrThrow({ where: { id: message.styleId as number } });
      return this.shown(message, style);
    });
  }

  /** The message in its room, as a code 200 `barrage` room event. */
  private async shown(message: PaidMessage, style: Style): Promise<OutboxMessage> {
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
    if (active.some((r) => r.userId === String(userId) && (r.until === null || r.until > now))) throw AppError.fail('gifts.barrage_restricted');
  }
}

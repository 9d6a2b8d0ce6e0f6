import { Injectable } from '@nestjs/common';
import type { GiftEventData } from '@arena/protocol';
import { DomainEvents, EventBus, RealtimeEmitter } from '@arena/shared';

/** What announces a send once it is paid (or taken from the backpack), built from the request. */
export interface GiftAnnouncement {
  /** `gift.sent` without the transfer, which the payment names. */
  sent: Omit<DomainEvents['gift.sent'], 'transferId'>;
  /** The room's gift event without the send's id, which the claim names. */
  roomEvent: Omit<GiftEventData, 'send_id'>;
}

/** A send to announce: the send's id, its payment, and whether the room was shown it already (a retry). */
export interface AnnouncedSend {
  announcement: GiftAnnouncement;
  sendId: number;
  transferId: string;
  shownBefore: boolean;
}

/**
 * Tells the others about sends, however many, in two round trips to Redis: `gift.sent` for each
 * (heat, contribution rank; consumers dedupe by transfer, so a retry repairs a lost event) and the
 * room's gift event for each first request (a retry shows no second animation).
 */
@Injectable()
export class GiftAnnouncements {
  constructor(
    private readonly events: EventBus,
    private readonly realtime: RealtimeEmitter,
  ) {}

  async publish(sends: readonly AnnouncedSend[]): Promise<void> {
    await Promise.all([
      this.sent(sends.map(({ announcement, transferId }) => ({ ...announcement.sent, transferId }))),
      this.realtime.roomEvents(
        sends
          .filter((send) => !send.shownBefore)
          .map(({ announcement: { sent, roomEvent }, sendId }) => ({
            code: 200,
            type: 'gift',
            roomId: sent.roomId,
            data: { send_id: sendId, ...roomEvent },
          })),
      ),
    ]);
  }

  /** `gift.sent` alone, for sends settled late (no animation: the moment has passed). */
  async sent(events: readonly DomainEvents['gift.sent'][]): Promise<void> {
    await this.events.publishAll(events.map((payload) => ({ type: 'gift.sent', payload })));
  }
}

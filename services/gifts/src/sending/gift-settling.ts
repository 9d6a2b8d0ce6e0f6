import { Injectable, OnModuleInit } from '@nestjs/common';
import { SenderCards } from '../senders/sender-cards';
import { Settlement, SettlementRegistry } from '../settling/settlement-registry';
import { GiftAnnouncements } from './gift-announcements';
import { priceKey } from './gift-payments';
import { GiftSendsRepository, UnpaidSend } from './gift-sends.repository';

/**
 * Paid sends whose payment had an unknown outcome (decision 026): the wallet call failed without a
 * clear answer, or the process stopped between the wallet's commit and its own. The claim then stays
 * unpaid, and once it is old enough the settling sweep asks the wallet whether its price was posted:
 * posted, the send is recorded as paid and announced (heat, the contribution rank, the streamer's list:
 * money that moved is never left without its gift); not posted, the claim is released. It never charges:
 * a gift the sender was told had failed is not taken from them minutes later.
 */
@Injectable()
export class GiftSettling implements OnModuleInit {
  constructor(
    private readonly registry: SettlementRegistry,
    private readonly sends: GiftSendsRepository,
    private readonly senders: SenderCards,
    private readonly announcements: GiftAnnouncements,
  ) {}

  onModuleInit(): void {
    this.registry.register<UnpaidSend>('gift', {
      unfinished: (before, limit) => this.sends.listUnpaid(before, limit),
      priceKey: (send) => priceKey(send.requestKey),
      settle: (settlements) => this.settle(settlements),
    });
  }

  /** Releases the sends the wallet never posted, then records the others. */
  private async settle(settlements: Settlement<UnpaidSend>[]): Promise<void> {
    const paid = settlements.flatMap(({ payment, transferId }) =>
      transferId === undefined ? [] : [{ ...payment, transferId }],
    );
    const released = settlements.filter(({ transferId }) => transferId === undefined).map(({ payment }) => payment.id);
    if (released.length > 0) await this.sends.releaseUnpaid(released);
    if (paid.length > 0) await this.record(paid);
  }

  /** Records the sends as paid (unless a retry did meanwhile) and tells the others, as a send does. */
  private async record(sends: (UnpaidSend & { transferId: string })[]): Promise<void> {
    const ids = new Set(await this.sends.recordTransfersOfUnpaid(sends));
    const announced = sends.filter((send) => ids.has(send.id));
    const cards = new Map(
      await Promise.all(
        [...new Set(announced.map((send) => send.userId))].map(
          async (userId) => [userId, await this.senders.of(userId)] as const,
        ),
      ),
    );
    // Consumers dedupe by transfer.
    await this.announcements.sent(
      announced.map((send) => {
        const card = cards.get(send.userId) as { user_nickname: string; avatar: string };
        const { userId, roomId, streamerId, giftId, transferId } = send;
        const diamonds = String(Number(send.diamonds)); // whole diamonds, as a send announces them
        return {
          userId,
          nickname: card.user_nickname,
          avatar: card.avatar,
          roomId,
          streamerId,
          giftId,
          diamonds,
          transferId,
        };
      }),
    );
  }
}

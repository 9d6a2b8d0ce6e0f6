import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { PrismaService, ServiceClient } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { SenderCards } from '../senders/sender-cards';
import { GiftAnnouncements } from './gift-announcements';
import { priceKey } from './gift-payments';
import { postedPrices } from '../settling/posted-prices';

/** A send claimed long ago and never recorded as paid. */
interface UnpaidSend {
  id: number;
  requestKey: string;
  userId: number;
  roomId: number;
  anchorId: number;
  giftId: number;
  diamonds: string;
}

/**
 * Paid sends whose payment had an unknown outcome (decision 026): the wallet call failed without a
 * clear answer, or the process stopped between the wallet's commit and its own. The claim then stays
 * unpaid, and once it is old enough this sweep asks the wallet whether its price was posted: posted,
 * the send is recorded as paid and announced (heat, the contribution rank, the streamer's list: money
 * that moved is never left without its gift); not posted, the claim is released. It never charges:
 * a gift the sender was told had failed is not taken from them minutes later.
 */
@Injectable()
export class GiftSettling {
  private readonly config = giftsConfig().settling;

  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
    private readonly senders: SenderCards,
    private readonly announcements: GiftAnnouncements,
  ) {}

  /** Settles the unpaid sends older than PAYMENT_SETTLE_AFTER_SECONDS; answers how many. */
  async settlePending(now = Date.now()): Promise<number> {
    // The predicate is the partial index's, written out so the planner always uses it.
    const unpaid = await this.prisma.$queryRaw<UnpaidSend[]>`
      SELECT "id", "request_key" AS "requestKey", "user_id" AS "userId", "room_id" AS "roomId", "anchor_id" AS "anchorId", "gift_id" AS "giftId", "diamonds"::text
      FROM "gifts"."gift_sends"
      WHERE "transfer_id" IS NULL AND NOT "from_backpack" AND "created_at" < ${new Date(now - this.config.afterMs)}
      ORDER BY "created_at" LIMIT ${walletContracts.MAX_POSTED_KEYS}`;
    if (unpaid.length === 0) return 0;
    const posted = await postedPrices(this.services, unpaid.map((send) => priceKey(send.requestKey)));
    const paid = unpaid.filter((send) => posted.has(priceKey(send.requestKey)));
    const released = unpaid.filter((send) => !posted.has(priceKey(send.requestKey))).map((send) => send.id);
    if (released.length > 0) await this.prisma.$executeRaw`DELETE FROM "gifts"."gift_sends" WHERE "id" = ANY (${released}::int[]) AND "transfer_id" IS NULL`;
    if (paid.length > 0) await this.record(paid, (send) => posted.get(priceKey(send.requestKey)) as string);
    return unpaid.length;
  }

  /** Records the sends as paid (unless a retry did meanwhile) and tells the others, as a send does. */
  private async record(sends: UnpaidSend[], transferOf: (send: UnpaidSend) => string): Promise<void> {
    const recorded = await this.prisma.$queryRaw<{ id: number }[]>`
      UPDATE "gifts"."gift_sends" AS s SET "transfer_id" = paid.transfer_id
      FROM unnest(${sends.map((send) => send.id)}::int[], ${sends.map(transferOf)}::text[]) AS paid (id, transfer_id)
      WHERE s."id" = paid.id AND s."transfer_id" IS NULL
      RETURNING s."id"`;
    const ids = new Set(recorded.map((row) => row.id));
    const announced = sends.filter((send) => ids.has(send.id));
    const cards = new Map(await Promise.all([...new Set(announced.map((send) => send.userId))].map(async (userId) => [userId, await this.senders.of(userId)] as const)));
    // Consumers dedupe by transfer.
    await this.announcements.sent(
      announced.map((send) => {
        const card = cards.get(send.userId) as { user_nickname: string; avatar: string };
        const { userId, roomId, anchorId, giftId } = send;
        const diamonds = String(Number(send.diamonds)); // whole diamonds, as a send announces them
        return { userId, nickname: card.user_nickname, avatar: card.avatar, roomId, anchorId, giftId, diamonds, transferId: transferOf(send) };
      }),
    );
  }
}

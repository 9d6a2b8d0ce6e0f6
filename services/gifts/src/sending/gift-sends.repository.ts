import { Injectable } from '@nestjs/common';
import { Db, Gift, GiftSend, Prisma, PrismaService } from '@arena/shared';

/** A send as its claim writes it: what the sender asked for, its price in diamonds and the streamer's share in yuan. */
export interface NewGiftSend {
  requestKey: string;
  userId: number;
  roomId: number;
  streamerId: number;
  giftId: number;
  count: number;
  fromBackpack: boolean;
  diamonds: number;
  streamerIncome: string;
}

/** A send's row found under its request key: what it is, and its payment if recorded. */
export interface ClaimRow {
  id: number;
  requestKey: string;
  userId: number;
  roomId: number;
  streamerId: number;
  giftId: number;
  count: number;
  fromBackpack: boolean;
  transferId: string | null;
}

/** A send claimed long ago and never recorded as paid. */
export interface UnpaidSend {
  id: number;
  requestKey: string;
  userId: number;
  roomId: number;
  streamerId: number;
  giftId: number;
  diamonds: string;
}

/** A send's payment to record. */
export interface SendTransfer {
  id: number;
  transferId: string;
}

/** Sends that happened: paid ones and those from the backpack (a claim never paid is not a gift). */
const sent: Prisma.GiftSendWhereInput = { OR: [{ transferId: { not: null } }, { fromBackpack: true }] };

/** The sends a streamer's list shows. */
const received = (streamerId: number): Prisma.GiftSendWhereInput => ({ streamerId, ...sent });

/** `gifts.gift_sends`: every send, claimed under its sender's request key, with its payment once recorded. */
@Injectable()
export class GiftSendsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Claims every send by one statement; answers the ids of those claimed now (a key claimed before is skipped). */
  claimMany(sends: NewGiftSend[], db: Db = this.prisma): Promise<{ id: number; request_key: string }[]> {
    const column = <T>(read: (send: NewGiftSend) => T) => sends.map(read);
    return db.$queryRaw<{ id: number; request_key: string }[]>`
      INSERT INTO "gifts"."gift_sends" ("request_key", "user_id", "room_id", "anchor_id", "gift_id", "count", "diamonds", "anchor_income", "from_backpack")
      SELECT * FROM unnest(${column((s) => s.requestKey)}::text[], ${column((s) => s.userId)}::int[], ${column((s) => s.roomId)}::int[],
        ${column((s) => s.streamerId)}::int[], ${column((s) => s.giftId)}::int[], ${column((s) => s.count)}::int[],
        ${column((s) => s.diamonds)}::numeric[], ${column((s) => s.streamerIncome)}::numeric[], ${column((s) => s.fromBackpack)}::boolean[])
      ON CONFLICT ("request_key") DO NOTHING
      RETURNING "id", "request_key"`;
  }

  /** The sends claimed under these request keys. */
  findByRequestKeys(requestKeys: string[], db: Db = this.prisma): Promise<ClaimRow[]> {
    return db.$queryRaw<ClaimRow[]>`
      SELECT "id", "request_key" AS "requestKey", "user_id" AS "userId", "room_id" AS "roomId", "anchor_id" AS "streamerId", "gift_id" AS "giftId",
        "count", "from_backpack" AS "fromBackpack", "transfer_id" AS "transferId"
      FROM "gifts"."gift_sends" WHERE "request_key" = ANY (${requestKeys}::text[])`;
  }

  /** Deletes these claims unless their payment was recorded meanwhile. */
  async releaseUnpaid(ids: number[], db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`DELETE FROM "gifts"."gift_sends" WHERE "id" = ANY (${ids}::int[]) AND "transfer_id" IS NULL`;
  }

  /** Records each send's payment; answers the ids of the rows found. */
  async recordTransfers(paid: SendTransfer[], db: Db = this.prisma): Promise<number[]> {
    const updated = await db.$queryRaw<{ id: number }[]>`
      UPDATE "gifts"."gift_sends" AS s SET "transfer_id" = paid.transfer_id
      FROM unnest(${paid.map((send) => send.id)}::int[], ${paid.map((send) => send.transferId)}::text[]) AS paid (id, transfer_id)
      WHERE s."id" = paid.id
      RETURNING s."id"`;
    return updated.map((row) => row.id);
  }

  /** Records each send's payment unless one was recorded meanwhile (a retry); answers the ids recorded now. */
  async recordTransfersOfUnpaid(paid: SendTransfer[], db: Db = this.prisma): Promise<number[]> {
    const recorded = await db.$queryRaw<{ id: number }[]>`
      UPDATE "gifts"."gift_sends" AS s SET "transfer_id" = paid.transfer_id
      FROM unnest(${paid.map((send) => send.id)}::int[], ${paid.map((send) => send.transferId)}::text[]) AS paid (id, transfer_id)
      WHERE s."id" = paid.id AND s."transfer_id" IS NULL
      RETURNING s."id"`;
    return recorded.map((row) => row.id);
  }

  /** Writes paid sends whose claims were released meanwhile again, under their ids. */
  async reinsertPaid(sends: (NewGiftSend & SendTransfer)[], db: Db = this.prisma): Promise<void> {
    const column = <T>(read: (send: NewGiftSend & SendTransfer) => T) => sends.map(read);
    await db.$executeRaw`
      INSERT INTO "gifts"."gift_sends" ("id", "request_key", "user_id", "room_id", "anchor_id", "gift_id", "count", "diamonds", "anchor_income", "from_backpack", "transfer_id")
      SELECT * FROM unnest(${column((p) => p.id)}::int[], ${column((p) => p.requestKey)}::text[], ${column((p) => p.userId)}::int[],
        ${column((p) => p.roomId)}::int[], ${column((p) => p.streamerId)}::int[], ${column((p) => p.giftId)}::int[],
        ${column((p) => p.count)}::int[], ${column((p) => p.diamonds)}::numeric[], ${column((p) => p.streamerIncome)}::numeric[],
        ${column((p) => p.fromBackpack)}::boolean[], ${column((p) => p.transferId)}::text[])
      ON CONFLICT DO NOTHING`;
  }

  /** Claims a send from the backpack (no price); answers its row, or undefined when its key was claimed before. */
  async claimFromBackpack(
    send: Omit<NewGiftSend, 'diamonds' | 'streamerIncome'>,
    db: Db = this.prisma,
  ): Promise<GiftSend | undefined> {
    const [row] = await db.giftSend.createManyAndReturn({
      data: [{ ...send, diamonds: 0, streamerIncome: 0 }],
      skipDuplicates: true,
    });
    return row;
  }

  findByRequestKeyOrThrow(requestKey: string, db: Db = this.prisma): Promise<GiftSend> {
    return db.giftSend.findUniqueOrThrow({ where: { requestKey } });
  }

  /** A page of the sends a streamer received (paid or from the backpack), newest first, with their gifts. */
  listReceived(
    streamerId: number,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<(GiftSend & { gift: Gift })[]> {
    return db.giftSend.findMany({
      where: received(streamerId),
      include: { gift: true },
      orderBy: { id: 'desc' },
      skip,
      take,
    });
  }

  countReceived(streamerId: number, db: Db = this.prisma): Promise<number> {
    return db.giftSend.count({ where: received(streamerId) });
  }

  /** Sends from diamonds claimed before `before` and never recorded as paid, oldest first. */
  listUnpaid(before: Date, limit: number, db: Db = this.prisma): Promise<UnpaidSend[]> {
    // The predicate is the partial index's, written out so the planner always uses it.
    return db.$queryRaw<UnpaidSend[]>`
      SELECT "id", "request_key" AS "requestKey", "user_id" AS "userId", "room_id" AS "roomId", "anchor_id" AS "streamerId", "gift_id" AS "giftId", "diamonds"::text
      FROM "gifts"."gift_sends"
      WHERE "transfer_id" IS NULL AND NOT "from_backpack" AND "created_at" < ${before}
      ORDER BY "created_at" LIMIT ${limit}`;
  }

  /** A room's sends in [from, to], oldest first, with their gift. */
  inRoomBetween(roomId: number, from: Date, to: Date, take: number, db: Db = this.prisma) {
    return db.giftSend.findMany({
      where: { roomId, createdAt: { gte: from, lte: to }, ...sent },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { userId: true, count: true, createdAt: true, gift: true },
      take,
    });
  }
}

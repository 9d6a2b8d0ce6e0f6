import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, BatchOutcome, ContractInput, GroupCommit, PrismaService, ServiceClient } from '@arena/shared';
import { AnnouncedSend, GiftAnnouncement, GiftAnnouncements } from './gift-announcements';

/** What a send is: the fields a retry with the same key must repeat. */
export interface SendFields {
  userId: number;
  roomId: number;
  anchorId: number;
  giftId: number;
  count: number;
  fromBackpack: boolean;
}

/** A paid send as the sender asked for it. */
export interface PaidSendRequest {
  /** `<sender>:<their key>`: one send per key, however often it is asked for. */
  requestKey: string;
  fields: SendFields;
  /** The price in diamonds and the streamer's share in yuan. */
  diamonds: number;
  anchorIncome: string;
  /** The price's ledger memo. */
  memo: string;
  announcement: GiftAnnouncement;
}

export interface PaidSend {
  sendId: number;
  /** The sender's diamonds right after the price. */
  gold: string;
  replayed: boolean;
}

/** A send's row: claimed by this request, or found from an earlier request with the same key. */
interface Claim {
  id: number;
  claimed: boolean;
  transferId: string | null;
}

interface ClaimRow extends SendFields {
  id: number;
  requestKey: string;
  transferId: string | null;
}

type TransferGroup = ContractInput<typeof walletContracts.transferGroups>['groups'][number];
type PaymentOutcome = BatchOutcome<PaidSend>;

/**
 * One batch at a time: two in flight wait for each other on the wallet's hot rows anyway, and the
 * second is mostly a lone send taken while the first was paid (measured: slightly fewer gifts/s).
 */
const BATCHES_IN_FLIGHT = 1;

/**
 * Paid gift sends, grouped (decision 022): the sends that arrive while earlier batches are in flight
 * are claimed by one statement, paid by one wallet call (each send's price and the streamer's share
 * one group: both or neither, independently of the other sends), recorded by one statement and
 * announced in two Redis round trips. A lone send goes at once; under load a batch holds what
 * arrived meanwhile, so the round trips and commits per gift fall as the load rises.
 * Every money step is a transfer keyed by the send's request key, so a retry completes what a
 * failure left and never charges twice.
 */
@Injectable()
export class GiftPayments {
  private readonly batches = new GroupCommit<PaidSendRequest, PaidSend>((sends) => this.payAll(sends), {
    maxItems: walletContracts.MAX_TRANSFER_GROUPS,
    maxInFlight: BATCHES_IN_FLIGHT,
    // The wallet refuses a call naming one transfer key twice: a retry racing its first request waits for the next batch.
    keyOf: (send) => send.requestKey,
  });

  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
    private readonly announcements: GiftAnnouncements,
  ) {}

  pay(send: PaidSendRequest): Promise<PaidSend> {
    return this.batches.submit(send);
  }

  private async payAll(sends: PaidSendRequest[]): Promise<PaymentOutcome[]> {
    const claims = await this.claim(sends);
    const payable = sends.flatMap((send, i) => {
      const claim = claims[i];
      return claim instanceof AppError ? [] : [{ send, claim, index: i }];
    });
    const outcomes: PaymentOutcome[] = claims.map((claim) => (claim instanceof AppError ? { ok: false, error: claim } : { ok: false, error: undefined }));
    if (payable.length === 0) return outcomes;

    let answer;
    try {
      answer = await this.services.call(walletContracts.transferGroups, { groups: payable.map(({ send, claim }) => legsOf(send, claim.id)) });
    } catch (error) {
      // Not paid: the claims are released so the keys can be tried again.
      await this.release(payable.map(({ claim }) => claim));
      throw error;
    }

    if (answer.groups.length !== payable.length) throw new Error(`The wallet answered ${answer.groups.length} groups for ${payable.length}`);
    const refused: Claim[] = [];
    const paid: (AnnouncedSend & { claim: Claim })[] = [];
    answer.groups.forEach((group, g) => {
      const { send, claim, index } = payable[g];
      if (!group.ok) {
        refused.push(claim);
        outcomes[index] = { ok: false, error: AppError.fail(group.error === 'wallet.insufficient_diamonds' ? 'gifts.insufficient_diamonds' : 'gifts.payment_refused') };
        return;
      }
      const [price] = group.transfers;
      const replayed = !claim.claimed;
      paid.push({ announcement: send.announcement, sendId: claim.id, transferId: price.transfer_id, replayed, claim });
      outcomes[index] = { ok: true, value: { sendId: claim.id, gold: String(Number(price.from_balance)), replayed } };
    });
    await Promise.all([this.release(refused), this.recordTransfers(paid), this.announcements.publish(paid)]);
    return outcomes;
  }

  /**
   * Claims every send by one statement; a key claimed before (a retry, or a request racing it)
   * answers its row, or `gifts.idempotency_conflict` if it was another send.
   */
  private async claim(sends: PaidSendRequest[]): Promise<(Claim | AppError)[]> {
    const column = <T>(read: (send: PaidSendRequest) => T) => sends.map(read);
    const created = await this.prisma.$queryRaw<{ id: number; request_key: string }[]>`
      INSERT INTO "gifts"."gift_sends" ("request_key", "user_id", "room_id", "anchor_id", "gift_id", "count", "diamonds", "anchor_income", "from_backpack")
      SELECT * FROM unnest(${column((s) => s.requestKey)}::text[], ${column((s) => s.fields.userId)}::int[], ${column((s) => s.fields.roomId)}::int[],
        ${column((s) => s.fields.anchorId)}::int[], ${column((s) => s.fields.giftId)}::int[], ${column((s) => s.fields.count)}::int[],
        ${column((s) => s.diamonds)}::numeric[], ${column((s) => s.anchorIncome)}::numeric[], ${column((s) => s.fields.fromBackpack)}::boolean[])
      ON CONFLICT ("request_key") DO NOTHING
      RETURNING "id", "request_key"`;
    const claimed = new Map(created.map((row) => [row.request_key, row.id]));
    const others = sends.filter((send) => !claimed.has(send.requestKey)).map((send) => send.requestKey);
    const found =
      others.length === 0
        ? []
        : await this.prisma.$queryRaw<ClaimRow[]>`
            SELECT "id", "request_key" AS "requestKey", "user_id" AS "userId", "room_id" AS "roomId", "anchor_id" AS "anchorId", "gift_id" AS "giftId",
              "count", "from_backpack" AS "fromBackpack", "transfer_id" AS "transferId"
            FROM "gifts"."gift_sends" WHERE "request_key" = ANY (${others}::text[])`;
    const earlier = new Map(found.map((row) => [row.requestKey, row]));
    return sends.map((send) => {
      const id = claimed.get(send.requestKey);
      if (id !== undefined) return { id, claimed: true, transferId: null };
      const row = earlier.get(send.requestKey);
      // No row: the request that claimed it was refused and released it meanwhile; asking again claims it.
      if (!row) return AppError.fail('gifts.payment_refused');
      if (!sameSend(row, send.fields)) return AppError.fail('gifts.idempotency_conflict');
      return { id: row.id, claimed: false, transferId: row.transferId };
    });
  }

  /** Releases claims this batch made and could not pay. */
  private async release(claims: Claim[]): Promise<void> {
    const ids = claims.filter((claim) => claim.claimed).map((claim) => claim.id);
    if (ids.length > 0) await this.prisma.$executeRaw`DELETE FROM "gifts"."gift_sends" WHERE "id" = ANY (${ids}::int[]) AND "transfer_id" IS NULL`;
  }

  /** Each paid send's record of its payment (what the streamer's list shows). */
  private async recordTransfers(sends: (AnnouncedSend & { claim: Claim })[]): Promise<void> {
    const unrecorded = sends.filter((send) => send.claim.transferId !== send.transferId);
    if (unrecorded.length === 0) return;
    await this.prisma.$executeRaw`
      UPDATE "gifts"."gift_sends" AS s SET "transfer_id" = paid.transfer_id
      FROM unnest(${unrecorded.map((send) => send.sendId)}::int[], ${unrecorded.map((send) => send.transferId)}::text[]) AS paid (id, transfer_id)
      WHERE s."id" = paid.id`;
  }
}

/** Whether a send found under a request key is the one asked for now (a retry), not another. */
export function sameSend(found: SendFields, asked: SendFields): boolean {
  return (Object.keys(asked) as (keyof SendFields)[]).every((field) => found[field] === asked[field]);
}

/** A send's price (sender -> diamond.spending, which publishes wallet.spent) and the streamer's share (cash.income -> their cash). */
function legsOf(send: PaidSendRequest, sendId: number): TransferGroup {
  const { userId, anchorId } = send.fields;
  const transfers: TransferGroup['transfers'] = [
    {
      idempotency_key: `gift:${send.requestKey}`,
      from: { user_id: userId, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: String(send.diamonds),
      reason: 'gift',
      memo: send.memo,
    },
  ];
  if (Number(send.anchorIncome) > 0) {
    transfers.push({
      idempotency_key: `gift-income:${send.requestKey}`,
      from: { system: 'cash.income' },
      to: { user_id: anchorId, kind: 'cash' },
      amount: send.anchorIncome,
      reason: 'income',
      memo: `gift send ${sendId}`,
    });
  }
  return { transfers };
}

import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, BatchOutcome, ContractInput, GroupCommit, ServiceClient } from '@arena/shared';
import { AnnouncedSend, GiftAnnouncement, GiftAnnouncements } from './gift-announcements';
import { GiftSendsRepository, NewGiftSend } from './gift-sends.repository';

/** What a send is: the fields a retry with the same key must repeat. */
export interface SendFields {
  userId: number;
  roomId: number;
  streamerId: number;
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
  streamerIncome: string;
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

type TransferGroup = ContractInput<typeof walletContracts.transferGroups>['groups'][number];

/** A send whose claim stands, on its way to the wallet. */
interface ClaimedSend {
  send: PaidSendRequest;
  claim: Claim;
}

/**
 * Paid gift sends, grouped (decisions 022 and 024) in two stages, each one batch at a time: the
 * sends that arrive meanwhile are claimed by one statement; the claimed sends waiting meanwhile are
 * paid by one wallet call (each send's price and the streamer's share one group: both or neither,
 * independently of the other sends), recorded by one statement and announced in two Redis round
 * trips. So the next sends are claimed while a batch is paid, and a payment batch never waits for a
 * claim. A lone send goes at once; under load the batches hold what arrived meanwhile, so the round
 * trips and commits per gift fall as the load rises. (Two payment batches in flight wait for each
 * other on the wallet's hot rows: measured, fewer gifts/s.) Every money step is a transfer keyed by
 * the send's request key, so a retry completes what a failure left and never charges twice.
 */
@Injectable()
export class GiftPayments {
  // The wallet refuses a call naming one transfer key twice, and one statement may not claim a key
  // twice: a retry racing its first request waits for the next batch of each stage.
  private readonly claims = new GroupCommit<PaidSendRequest, Claim>((sends) => this.claim(sends), {
    maxItems: walletContracts.MAX_TRANSFER_GROUPS,
    maxInFlight: 1,
    keyOf: (send) => send.requestKey,
  });
  private readonly payments = new GroupCommit<ClaimedSend, PaidSend>((sends) => this.payAll(sends), {
    maxItems: walletContracts.MAX_TRANSFER_GROUPS,
    maxInFlight: 1,
    keyOf: ({ send }) => send.requestKey,
  });

  constructor(
    private readonly sends: GiftSendsRepository,
    private readonly services: ServiceClient,
    private readonly announcements: GiftAnnouncements,
  ) {}

  async pay(send: PaidSendRequest): Promise<PaidSend> {
    const claim = await this.claims.submit(send);
    return this.payments.submit({ send, claim });
  }

  private async payAll(sends: ClaimedSend[]): Promise<BatchOutcome<PaidSend>[]> {
    // No answer is an unknown outcome (the wallet may have committed, then failed to say so): the
    // claims stay unpaid, for a retry with the same key or the settling sweep (GiftSettling) to settle.
    const answer = await this.services.call(walletContracts.transferGroups, {
      groups: sends.map(({ send, claim }) => legsOf(send, claim.id)),
    });

    if (answer.groups.length !== sends.length)
      throw new Error(`The wallet answered ${answer.groups.length} groups for ${sends.length}`);
    const refused: Claim[] = [];
    const paid: (AnnouncedSend & ClaimedSend)[] = [];
    const outcomes = answer.groups.map((group, g): BatchOutcome<PaidSend> => {
      const { send, claim } = sends[g];
      if (!group.ok) {
        refused.push(claim);
        return {
          ok: false,
          error: AppError.fail(
            group.error === 'wallet.insufficient_diamonds' ? 'gifts.insufficient_diamonds' : 'gifts.payment_refused',
          ),
        };
      }
      const [price] = group.transfers;
      // Whether the money moved now: a retry of an unpaid claim pays for the first time.
      const replayed = price.replayed;
      // The room sees the send once: at its payment, or at a retry when the request that paid stopped
      // (a crash) before it recorded the payment, which it does beside the announcement.
      const shownBefore = replayed && claim.transferId !== null;
      paid.push({
        announcement: send.announcement,
        sendId: claim.id,
        transferId: price.transfer_id,
        shownBefore,
        send,
        claim,
      });
      return { ok: true, value: { sendId: claim.id, gold: String(Number(price.from_balance)), replayed } };
    });
    await Promise.all([this.release(refused), this.recordTransfers(paid), this.announcements.publish(paid)]);
    return outcomes;
  }

  /**
   * Claims every send by one statement; a key claimed before (a retry, or a request racing it)
   * answers its row, or `gifts.idempotency_conflict` if it was another send.
   */
  private async claim(sends: PaidSendRequest[]): Promise<BatchOutcome<Claim>[]> {
    const created = await this.sends.claimMany(sends.map(rowOf));
    const claimed = new Map(created.map((row) => [row.request_key, row.id]));
    const others = sends.filter((send) => !claimed.has(send.requestKey)).map((send) => send.requestKey);
    const found = others.length === 0 ? [] : await this.sends.findByRequestKeys(others);
    const earlier = new Map(found.map((row) => [row.requestKey, row]));
    return sends.map((send): BatchOutcome<Claim> => {
      const id = claimed.get(send.requestKey);
      if (id !== undefined) return { ok: true, value: { id, claimed: true, transferId: null } };
      const row = earlier.get(send.requestKey);
      // No row: the request that claimed it was refused and released it meanwhile; asking again claims it.
      if (!row) return { ok: false, error: AppError.fail('gifts.payment_refused') };
      if (!sameSend(row, send.fields)) return { ok: false, error: AppError.fail('gifts.idempotency_conflict') };
      return { ok: true, value: { id: row.id, claimed: false, transferId: row.transferId } };
    });
  }

  /** Releases claims this batch made and could not pay. */
  private async release(claims: Claim[]): Promise<void> {
    const ids = claims.filter((claim) => claim.claimed).map((claim) => claim.id);
    if (ids.length > 0) await this.sends.releaseUnpaid(ids);
  }

  /**
   * Each paid send's record of its payment (what the streamer's list shows). A claim found from an
   * earlier request can have been released meanwhile (that request was refused, this one paid after
   * a recharge): its row is written again, under the same id.
   */
  private async recordTransfers(sends: (AnnouncedSend & ClaimedSend)[]): Promise<void> {
    const unrecorded = sends.filter((paid) => paid.claim.transferId !== paid.transferId);
    if (unrecorded.length === 0) return;
    const found = new Set(
      await this.sends.recordTransfers(unrecorded.map((paid) => ({ id: paid.sendId, transferId: paid.transferId }))),
    );
    const lost = unrecorded.filter((paid) => !found.has(paid.sendId));
    if (lost.length === 0) return;
    await this.sends.reinsertPaid(
      lost.map((paid) => ({ ...rowOf(paid.send), id: paid.sendId, transferId: paid.transferId })),
    );
  }
}

/** Whether a send found under a request key is the one asked for now (a retry), not another. */
export function sameSend(found: SendFields, asked: SendFields): boolean {
  return (Object.keys(asked) as (keyof SendFields)[]).every((field) => found[field] === asked[field]);
}

/** A send's row as its claim writes it. */
function rowOf(send: PaidSendRequest): NewGiftSend {
  return { requestKey: send.requestKey, ...send.fields, diamonds: send.diamonds, streamerIncome: send.streamerIncome };
}

/** The idempotency key of a send's price on the ledger. */
export const priceKey = (requestKey: string) => `gift:${requestKey}`;

/** A send's price (sender -> diamond.spending, which publishes wallet.spent) and the streamer's share (cash.income -> their cash). */
function legsOf(send: PaidSendRequest, sendId: number): TransferGroup {
  const { userId, streamerId } = send.fields;
  const transfers: TransferGroup['transfers'] = [
    {
      idempotency_key: priceKey(send.requestKey),
      from: { user_id: userId, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: String(send.diamonds),
      reason: 'gift',
      memo: send.memo,
    },
  ];
  if (Number(send.streamerIncome) > 0) {
    transfers.push({
      idempotency_key: `gift-income:${send.requestKey}`,
      from: { system: 'cash.income' },
      to: { user_id: streamerId, kind: 'cash' },
      amount: send.streamerIncome,
      reason: 'income',
      memo: `gift send ${sendId}`,
    });
  }
  return { transfers };
}

import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import type { RedEnvelopeEventData } from '@arena/protocol';
import {
  AppError,
  AuthUser,
  failedWith,
  isPresentInRoom,
  Jobs,
  RealtimeEmitter,
  RedisService,
  RequestContext,
  SealedRooms,
  ServiceClient,
  Transactions,
} from '@arena/shared';
import { z } from 'zod';
import { giftsConfig } from '../gifts.config';
import { RED_ENVELOPE_EXPIRY } from './red-envelope-expiry.job';
import { splitRedEnvelope } from './red-envelope-split';
import { RedEnvelopesRepository } from './red-envelopes.repository';
import { RedEnvelopeInfo, RedEnvelopeInput, RedEnvelopeReceived } from './red-envelopes.schemas';
import { RoomDirectory } from '../rooms/room-directory';
import { SenderCards } from '../senders/sender-cards';

type Input = z.output<typeof RedEnvelopeInput>;
type Info = z.output<typeof RedEnvelopeInfo>;
type Received = z.output<typeof RedEnvelopeReceived>;

const HOLDING = { system: 'diamond.red_envelopes' } as const;
const fundingKey = (id: number) => `red-envelope:${id}`;
const shareKey = (shareId: number) => `red-envelope-share:${shareId}`;
const refundKey = (id: number) => `red-envelope-refund:${id}`;

/**
 * Red envelopes: a user puts N diamonds into K envelopes in a room (the diamonds move from the user
 * to the ledger's holding account diamond.red_envelopes), viewers grab one each, and whatever is
 * not grabbed by the expiry goes back to the sender. The K amounts are drawn when the envelope is
 * put in and sum exactly to N, so a grab only claims a free share: one row update under
 * `FOR UPDATE SKIP LOCKED`, one share per user by a unique index.
 */
@Injectable()
export class RedEnvelopesService {
  private readonly config = giftsConfig().redEnvelopes;

  constructor(
    private readonly envelopes: RedEnvelopesRepository,
    private readonly transactions: Transactions,
    private readonly services: ServiceClient,
    private readonly jobs: Jobs,
    private readonly realtime: RealtimeEmitter,
    private readonly senders: SenderCards,
    private readonly rooms: RoomDirectory,
    private readonly sealed: SealedRooms,
    private readonly redis: RedisService,
  ) {}

  async insert(user: AuthUser, input: Input, lang: RequestContext['lang']): Promise<Info> {
    if (input.count > input.diamonds) throw AppError.fail('gifts.red_envelope_too_small', { count: input.count });
    // A room on the air and not sealed: nobody would be there to grab it, and the diamonds would sit a day.
    await this.rooms.liveRoomOf(input.room_id);
    const amounts = splitRedEnvelope(input.diamonds, input.count);
    const envelope = await this.envelopes.insert(
      {
        senderId: user.id,
        roomId: input.room_id,
        diamonds: input.diamonds,
        count: input.count,
        greeting: input.greeting ?? '',
        expiresAt: new Date(Date.now() + this.config.ttlMs),
      },
      amounts,
    );
    try {
      await this.fund(envelope.id, user.id, input.diamonds, lang);
    } catch (error) {
      if (failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) {
        // Nothing moved: the envelope never existed for anybody.
        await this.envelopes.delete(envelope.id);
        throw AppError.fail('gifts.insufficient_diamonds');
      } else {
        // Unknown outcome (the wallet did not answer): the expiry settles it with the same key.
        await this.scheduleExpiry(envelope.id, this.config.ttlMs);
      }
      throw error;
    }
    await this.envelopes.setStatus(envelope.id, 'open');
    await this.scheduleExpiry(envelope.id, this.config.ttlMs);
    const info = await this.info(envelope.id, user.id);
    const sender = await this.senders.of(user.id);
    await this.realtime.roomEvent(input.room_id, 'redEnvelope', {
      id: info.id,
      sender_id: info.sender_id,
      sender_nickname: sender.user_nickname,
      sender_avatar: sender.avatar,
      diamonds: info.diamonds,
      count: info.count,
      greeting: info.greeting,
      expires_at: info.expires_at,
    } satisfies RedEnvelopeEventData);
    return info;
  }

  async info(id: number, viewerId: number): Promise<Info> {
    const envelope = await this.envelopes.findWithShares(id);
    if (!envelope || envelope.status === 'funding') throw AppError.fail('gifts.red_envelope_not_found');
    const grabbed = envelope.shares.filter((share) => share.userId !== null);
    const mine = grabbed.find((share) => share.userId === viewerId);
    return {
      id: envelope.id,
      room_id: envelope.roomId,
      sender_id: envelope.senderId,
      diamonds: envelope.diamonds,
      count: envelope.count,
      greeting: envelope.greeting,
      status: envelope.status,
      remaining_count: envelope.count - grabbed.length,
      remaining_diamonds: envelope.diamonds - grabbed.reduce((sum, share) => sum + share.diamonds, 0),
      refunded: envelope.refunded,
      my_diamonds: mine ? mine.diamonds : null,
      expires_at: envelope.expiresAt.toISOString(),
      grabs: grabbed.map((share) => ({
        user_id: share.userId as number,
        diamonds: share.diamonds,
        grabbed_at: (share.grabbedAt as Date).toISOString(),
      })),
    };
  }

  /** One grab: a free share for this user, or why not; then the share's diamonds to the user. */
  async receive(user: AuthUser, id: number, lang: RequestContext['lang']): Promise<Received> {
    const envelope = await this.envelopes.findForGrab(id);
    if (!envelope) throw AppError.fail('gifts.red_envelope_not_found');
    if (envelope.senderId === user.id) throw AppError.fail('gifts.red_envelope_own');
    if (envelope.status === 'expired' || envelope.expiresAt.getTime() <= Date.now())
      throw AppError.fail('gifts.red_envelope_expired');
    if (await this.sealed.isSealed(envelope.roomId)) throw AppError.fail('gifts.room_sealed');
    // Only someone in the room (his page's chat joined it) may grab: not a script that knows the id.
    if (!(await isPresentInRoom(this.redis, envelope.roomId, user.id)))
      throw AppError.fail('gifts.red_envelope_not_in_room');
    const share = await this.claim(id, user.id);
    const transfer = await this.services.call(
      walletContracts.transfer,
      {
        idempotency_key: shareKey(share.id),
        from: HOLDING,
        to: { user_id: user.id, kind: 'diamond' },
        amount: String(share.diamonds),
        reason: 'red_envelope_receive',
      },
      { lang },
    );
    await this.envelopes.markSharePaid(share.id, new Date());
    if ((await this.envelopes.countFreeShares(id)) === 0) await this.envelopes.markEmptied(id);
    return { id, diamonds: share.diamonds, gold: String(Number(transfer.to_balance)) };
  }

  /** Past its time: no more grabs; the ungrabbed remainder to the sender; grabbed shares not yet paid are paid. Idempotent. */
  async expire(id: number): Promise<void> {
    const envelope = await this.envelopes.find(id);
    if (!envelope) return;
    if (envelope.status === 'funding') {
      // The insert did not learn whether the wallet moved the diamonds: the same key settles it
      // (a replay if it did, the charge now if not), and everything is then refunded below.
      try {
        await this.fund(id, envelope.senderId, envelope.diamonds, 'en');
      } catch (error) {
        if (!failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) throw error;
        await this.envelopes.setStatus(id, 'expired');
        return;
      }
      await this.envelopes.setStatus(id, 'open');
    }
    const remainder = await this.transactions.run(async (tx) => {
      await this.envelopes.lock(id, tx);
      const left = await this.envelopes.sumFreeDiamonds(id, tx);
      await this.envelopes.close(id, left > 0 ? 'expired' : 'emptied', left, tx);
      return left;
    });
    if (remainder > 0) {
      await this.services.call(walletContracts.transfer, {
        idempotency_key: refundKey(id),
        from: HOLDING,
        to: { user_id: envelope.senderId, kind: 'diamond' },
        amount: String(remainder),
        reason: 'red_envelope_refund',
      });
    }
    const unpaid = await this.envelopes.listGrabbedUnpaid(id);
    for (const share of unpaid) {
      await this.services.call(walletContracts.transfer, {
        idempotency_key: shareKey(share.id),
        from: HOLDING,
        to: { user_id: share.userId as number, kind: 'diamond' },
        amount: String(share.diamonds),
        reason: 'red_envelope_receive',
      });
      await this.envelopes.markSharePaid(share.id, new Date());
    }
  }

  /** Envelopes whose expiry job Redis lost: every overdue one still open or funding, or with a grab unpaid. */
  async expireOverdue(): Promise<void> {
    const overdue = await this.envelopes.listOverdue(new Date(), 500);
    for (const id of overdue) await this.expire(id);
  }

  private async fund(id: number, senderId: number, diamonds: number, lang: RequestContext['lang']): Promise<void> {
    await this.services.call(
      walletContracts.transfer,
      {
        idempotency_key: fundingKey(id),
        from: { user_id: senderId, kind: 'diamond' },
        to: HOLDING,
        amount: String(diamonds),
        reason: 'red_envelope',
      },
      { lang },
    );
  }

  private scheduleExpiry(id: number, delayMs: number): Promise<void> {
    return this.jobs.add(RED_ENVELOPE_EXPIRY, { envelopeId: id }, { id: `red-envelope-${id}`, delayMs });
  }

  /**
   * Claims a free share for the user in one statement (the repository's `claimShare`). When nothing
   * was claimed, a read says why; if free shares remain (all locked by grabs in flight, one of which
   * may still fail) it tries again.
   */
  private async claim(id: number, userId: number): Promise<{ id: number; diamonds: number }> {
    for (;;) {
      const claimed = await this.envelopes.claimShare(id, userId).catch((error: unknown) => {
        // Two grabs of one user at once: the unique index lets one through.
        if (error instanceof Error && /23505|duplicate key/.test(error.message))
          throw AppError.fail('gifts.red_envelope_already_grabbed');
        throw error;
      });
      if (claimed) return claimed;
      const envelope = await this.envelopes.find(id);
      if (!envelope || envelope.status === 'funding') throw AppError.fail('gifts.red_envelope_not_found');
      const mine = await this.envelopes.countSharesOf(id, userId);
      if (mine > 0) throw AppError.fail('gifts.red_envelope_already_grabbed');
      if (envelope.status === 'expired' || envelope.expiresAt.getTime() <= Date.now())
        throw AppError.fail('gifts.red_envelope_expired');
      const free = await this.envelopes.countFreeShares(id);
      if (free === 0) {
        await this.envelopes.markEmptied(id);
        throw AppError.fail('gifts.red_envelope_empty');
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

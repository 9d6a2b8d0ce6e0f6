import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { StreamerApplication, AppError, AuthUser, Lang, Page, ServiceClient, Transactions } from '@arena/shared';
import { z } from 'zod';
import { RoomListCache } from '../rooms/room-list-cache';
import { UserCards } from '../user-cards/user-cards.client';
import { StreamerApplicationsRepository } from './streamer-applications.repository';
import { ApplicationOutput, ApplyInput } from './streamer-applications.schemas';

type ApplicationView = z.output<typeof ApplicationOutput>;

/** A new streamer's room: their nickname as title until they set one, in the "other" sport type. */
const NEW_ROOM_TYPE = 6;

const mask = (idNumber: string) => `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;

/**
 * Streamer applications (member tab 7): a user applies once at a time; an administrator approves
 * (the account becomes a streamer and gets a room) or rejects with a reason.
 */
@Injectable()
export class StreamerApplicationsService {
  constructor(
    private readonly applications: StreamerApplicationsRepository,
    private readonly transactions: Transactions,
    private readonly services: ServiceClient,
    private readonly cards: UserCards,
    private readonly lists: RoomListCache,
  ) {}

  async apply(user: AuthUser, input: z.output<typeof ApplyInput>): Promise<ApplicationView> {
    if (await this.applications.roomOf(user.id)) throw AppError.fail('live.already_streamer');
    const created = await this.transactions.run(async (tx) => {
      // One pending application per user, even when two arrive at once.
      await this.applications.lockApplicant(user.id, tx);
      if (await this.applications.findPendingOf(user.id, tx)) throw AppError.fail('live.application_pending');
      return this.applications.insert(
        {
          userId: user.id,
          realName: input.real_name,
          idNumber: input.id_number,
          contact: input.contact,
          inviter: input.inviter ?? '',
          experience: input.experience,
        },
        tx,
      );
    });
    return this.present(created, false, null);
  }

  /** The caller's latest application, null when they never applied. */
  async mine(user: AuthUser): Promise<ApplicationView | null> {
    const row = await this.applications.findLatestOf(user.id);
    if (!row) return null;
    const room = await this.applications.roomOf(user.id);
    return this.present(row, false, room?.id ?? null);
  }

  async list(
    status: StreamerApplication['status'] | undefined,
    page: number,
    limit: number,
  ): Promise<Page<ApplicationView>> {
    const [rows, total] = await Promise.all([
      this.applications.list(status, (page - 1) * limit, limit),
      this.applications.count(status),
    ]);
    const rooms = await this.applications.roomsOf(rows.map((r) => r.userId));
    const roomOf = new Map(rooms.map((r) => [r.streamerId, r.id]));
    return { list: rows.map((r) => this.present(r, true, roomOf.get(r.userId) ?? null)), total, page, limit };
  }

  /**
   * Approval makes the applicant a streamer in the account service first (idempotent), then
   * records the decision and opens their room in one transaction: a failure in between leaves the
   * application pending, and approving again finishes it.
   */
  async approve(admin: AuthUser, id: number, lang: Lang): Promise<ApplicationView> {
    const application = await this.pending(id);
    const card = await this.cards.get(application.userId, lang);
    await this.services.call(accountContracts.setStreamerStatus, { id: application.userId, is_anchor: true }, { lang });
    const { row, roomId } = await this.transactions.run(async (tx) => {
      if ((await this.applications.decide(id, { status: 'approved' }, admin.id, tx)) === 0)
        throw AppError.fail('live.application_decided');
      const room = await this.applications.openRoom(
        { streamerId: application.userId, nickname: card.user_nickname, avatar: card.avatar, type: NEW_ROOM_TYPE },
        tx,
      );
      return { row: await this.applications.getById(id, tx), roomId: room.id };
    });
    await this.lists.invalidate();
    return this.present(row, true, roomId);
  }

  async reject(admin: AuthUser, id: number, reason: string): Promise<ApplicationView> {
    await this.pending(id);
    if ((await this.applications.decide(id, { status: 'rejected', reason }, admin.id)) === 0)
      throw AppError.fail('live.application_decided');
    return this.present(await this.applications.getById(id), true, null);
  }

  private async pending(id: number): Promise<StreamerApplication> {
    const row = await this.applications.findById(id);
    if (!row) throw AppError.fail('live.application_not_found');
    if (row.status !== 'pending') throw AppError.fail('live.application_decided');
    return row;
  }

  private present(row: StreamerApplication, forAdmin: boolean, roomId: number | null): ApplicationView {
    return {
      id: row.id,
      user_id: row.userId,
      real_name: row.realName,
      id_number: forAdmin ? row.idNumber : mask(row.idNumber),
      contact: row.contact,
      inviter: row.inviter,
      experience: row.experience,
      status: row.status,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      room_id: roomId,
    };
  }
}

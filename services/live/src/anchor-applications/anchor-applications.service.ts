import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AnchorApplication, AppError, AuthUser, Lang, Page, PrismaService, ServiceClient } from '@arena/shared';
import { z } from 'zod';
import { RoomListCache } from '../rooms/room-list-cache';
import { UserCards } from '../user-cards/user-cards.client';
import { ApplicationOutput, ApplyInput } from './anchor-applications.schemas';

type ApplicationView = z.output<typeof ApplicationOutput>;

/** A new streamer's room: their nickname as title until they set one, in the "other" sport type. */
const NEW_ROOM_TYPE = 6;

const mask = (idNumber: string) => `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;

/**
 * Streamer applications (member tab 7): a user applies once at a time; an administrator approves
 * (the account becomes a streamer and gets a room) or rejects with a reason.
 */
@Injectable()
export class AnchorApplicationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly services: ServiceClient,
    private readonly cards: UserCards,
    private readonly lists: RoomListCache,
  ) {}

  async apply(user: AuthUser, input: z.output<typeof ApplyInput>): Promise<ApplicationView> {
    if (await this.prisma.room.findUnique({ where: { anchorId: user.id }, select: { id: true } })) throw AppError.fail('live.already_anchor');
    const created = await this.prisma.$transaction(async (tx) => {
      // One pending application per user, even when two arrive at once.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('anchor_applications'), ${user.id})`;
      if (await tx.anchorApplication.findFirst({ where: { userId: user.id, status: 'pending' }, select: { id: true } }))
        throw AppError.fail('live.application_pending');
      return tx.anchorApplication.create({
        data: {
          userId: user.id,
          realName: input.real_name,
          idNumber: input.id_number,
          contact: input.contact,
          inviter: input.inviter ?? '',
          experience: input.experience,
        },
      });
    });
    return this.present(created, false, null);
  }

  /** The caller's latest application, null when they never applied. */
  async mine(user: AuthUser): Promise<ApplicationView | null> {
    const row = await this.prisma.anchorApplication.findFirst({ where: { userId: user.id }, orderBy: { id: 'desc' } });
    if (!row) return null;
    const room = await this.prisma.room.findUnique({ where: { anchorId: user.id }, select: { id: true } });
    return this.present(row, false, room?.id ?? null);
  }

  async list(status: AnchorApplication['status'] | undefined, page: number, limit: number): Promise<Page<ApplicationView>> {
    const where = status ? { status } : {};
    const [rows, total] = await Promise.all([
      this.prisma.anchorApplication.findMany({ where, orderBy: { id: 'desc' }, skip: (page - 1) * limit, take: limit }),
      this.prisma.anchorApplication.count({ where }),
    ]);
    const rooms = await this.prisma.room.findMany({ where: { anchorId: { in: rows.map((r) => r.userId) } }, select: { id: true, anchorId: true } });
    const roomOf = new Map(rooms.map((r) => [r.anchorId, r.id]));
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
    await this.services.call(accountContracts.setAnchorStatus, { id: application.userId, is_anchor: true }, { lang });
    const { row, roomId } = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.anchorApplication.updateMany({
        where: { id, status: 'pending' },
        data: { status: 'approved', decidedBy: admin.id, decidedAt: new Date() },
      });
      if (count === 0) throw AppError.fail('live.application_decided');
      const room = await tx.room.upsert({
        where: { anchorId: application.userId },
        create: { anchorId: application.userId, anchorNickname: card.user_nickname, anchorAvatar: card.avatar, title: card.user_nickname, type: NEW_ROOM_TYPE },
        update: {},
      });
      return { row: await tx.anchorApplication.findUniqueOrThrow({ where: { id } }), roomId: room.id };
    });
    await this.lists.invalidate();
    return this.present(row, true, roomId);
  }

  async reject(admin: AuthUser, id: number, reason: string): Promise<ApplicationView> {
    await this.pending(id);
    const { count } = await this.prisma.anchorApplication.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'rejected', reason, decidedBy: admin.id, decidedAt: new Date() },
    });
    if (count === 0) throw AppError.fail('live.application_decided');
    return this.present(await this.prisma.anchorApplication.findUniqueOrThrow({ where: { id } }), true, null);
  }

  private async pending(id: number): Promise<AnchorApplication> {
    const row = await this.prisma.anchorApplication.findUnique({ where: { id } });
    if (!row) throw AppError.fail('live.application_not_found');
    if (row.status !== 'pending') throw AppError.fail('live.application_decided');
    return row;
  }

  private present(row: AnchorApplication, forAdmin: boolean, roomId: number | null): ApplicationView {
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

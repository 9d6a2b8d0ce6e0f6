import { Injectable } from '@nestjs/common';
import { AppError, Page, Prisma, PrismaService } from '@arena/shared';

export interface ScheduleView {
  id: number;
  room_id: number;
  anchor_id: number;
  user_nickname: string;
  avatar: string;
  title: string;
  starts_at: string;
  match_id: number | null;
  is_live: 0 | 1;
  is_reserve: 0 | 1;
}

export interface ReservationView {
  id: number;
  kind: 'schedule' | 'match';
  match_id: number | null;
  room_id: number | null;
  schedule: ScheduleView | null;
  created_at: string;
}

const scheduleInclude = { room: { select: { anchorId: true, anchorNickname: true, anchorAvatar: true, liveSince: true } } } as const;
type ScheduleRow = Prisma.ScheduleGetPayload<{ include: typeof scheduleInclude }>;

const toSchedule = (s: ScheduleRow, reserved: boolean): ScheduleView => ({
  id: s.id,
  room_id: s.roomId,
  anchor_id: s.room.anchorId,
  user_nickname: s.room.anchorNickname,
  avatar: s.room.anchorAvatar,
  title: s.title,
  starts_at: s.startsAt.toISOString(),
  match_id: s.matchId,
  is_live: s.room.liveSince ? 1 : 0,
  is_reserve: reserved ? 1 : 0,
});

/** Reservations of a streamer's scheduled broadcast or of a match (by the scores service's match id). */
@Injectable()
export class ReservationsService {
  constructor(private readonly prisma: PrismaService) {}

  async reserveSchedule(userId: number, scheduleId: number) {
    const schedule = await this.prisma.schedule.findUnique({ where: { id: scheduleId } });
    if (!schedule) throw AppError.fail('live.schedule_not_found');
    if (schedule.startsAt.getTime() <= Date.now()) throw AppError.fail('live.schedule_started');
    // createMany skips the duplicate of a double click instead of failing on the unique key.
    await this.prisma.reservation.createMany({ data: [{ userId, scheduleId, roomId: schedule.roomId, matchId: null }], skipDuplicates: true });
    return { schedule_id: scheduleId, is_reserve: 1 } as const;
  }

  /** A match, optionally as broadcast by one room (reserveMatch2); reserving again moves it to that room. */
  async reserveMatch(userId: number, matchId: number, roomId?: number) {
    if (roomId !== undefined && !(await this.prisma.room.findUnique({ where: { id: roomId }, select: { id: true } }))) throw AppError.fail('live.room_not_found');
    // One statement each, so two requests at once (a double click) cannot both try to insert.
    await this.prisma.reservation.createMany({ data: [{ userId, matchId, roomId: roomId ?? null }], skipDuplicates: true });
    if (roomId !== undefined) await this.prisma.reservation.updateMany({ where: { userId, matchId }, data: { roomId } });
    return { match_id: matchId, room_id: roomId ?? null, is_reserve: 1 } as const;
  }

  async cancel(userId: number, target: { scheduleId?: number; matchId?: number; id?: number }) {
    const where: Prisma.ReservationWhereInput = { userId, OR: [] };
    if (target.id) where.OR?.push({ id: target.id });
    if (target.scheduleId) where.OR?.push({ scheduleId: target.scheduleId });
    if (target.matchId) where.OR?.push({ matchId: target.matchId });
    const { count } = await this.prisma.reservation.deleteMany({ where });
    if (count === 0) throw AppError.fail('live.reservation_not_found');
    return { is_reserve: 0 } as const;
  }

  async mine(userId: number, page: number, limit: number): Promise<Page<ReservationView>> {
    const where = { userId };
    const [rows, total] = await Promise.all([
      this.prisma.reservation.findMany({
        where,
        orderBy: { createdAt: 'desc' },
        skip: (page - 1) * limit,
        take: limit,
        include: { schedule: { include: scheduleInclude } },
      }),
      this.prisma.reservation.count({ where }),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        kind: r.scheduleId ? 'schedule' : 'match',
        match_id: r.matchId,
        room_id: r.roomId,
        schedule: r.schedule ? toSchedule(r.schedule, true) : null,
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  }

  /**
   * Upcoming scheduled broadcasts, soonest first: of one room, of one match (the rooms that will
   * broadcast it), or of the matches the viewer reserved (`reserved`), each with the viewer's state.
   */
  async upcoming(filter: { roomId?: number; matchId?: number; reservedBy?: number }, viewerId: number | undefined, page: number, limit: number): Promise<Page<ScheduleView>> {
    const where: Prisma.ScheduleWhereInput = { startsAt: { gt: new Date() }, room: { sealedAt: null } };
    if (filter.roomId) where.roomId = filter.roomId;
    if (filter.matchId) where.matchId = filter.matchId;
    if (filter.reservedBy) {
      const matches = await this.prisma.reservation.findMany({ where: { userId: filter.reservedBy, matchId: { not: null } }, select: { matchId: true } });
      where.matchId = { in: matches.map((m) => m.matchId as number) };
    }
    const [rows, total] = await Promise.all([
      this.prisma.schedule.findMany({ where, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }], skip: (page - 1) * limit, take: limit, include: scheduleInclude }),
      this.prisma.schedule.count({ where }),
    ]);
    const reserved = viewerId
      ? new Set(
          (await this.prisma.reservation.findMany({ where: { userId: viewerId, scheduleId: { in: rows.map((r) => r.id) } }, select: { scheduleId: true } })).map(
            (r) => r.scheduleId,
          ),
        )
      : new Set<number | null>();
    return { list: rows.map((s) => toSchedule(s, reserved.has(s.id))), total, page, limit };
  }
}

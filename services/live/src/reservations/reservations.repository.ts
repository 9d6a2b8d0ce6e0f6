import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, Reservation, Schedule } from '@arena/shared';

const scheduleInclude = {
  room: { select: { streamerId: true, streamerNickname: true, streamerAvatar: true, liveSince: true } },
} as const;
export type ScheduleRow = Prisma.ScheduleGetPayload<{ include: typeof scheduleInclude }>;
export type ReservationRow = Reservation & { schedule: ScheduleRow | null };

/** Which upcoming schedules: of one room, of one match, of any of these matches (each when given). */
export interface UpcomingFilter {
  roomId?: number;
  matchId?: number;
  matchIds?: number[];
}

function upcomingWhere(filter: UpcomingFilter, after: Date): Prisma.ScheduleWhereInput {
  const where: Prisma.ScheduleWhereInput = { startsAt: { gt: after }, room: { sealedAt: null } };
  if (filter.roomId) where.roomId = filter.roomId;
  if (filter.matchId) where.matchId = filter.matchId;
  if (filter.matchIds) where.matchId = { in: filter.matchIds };
  return where;
}

/** `live.reservations` of scheduled broadcasts and matches, and the schedules viewers reserve. */
@Injectable()
export class ReservationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findSchedule(id: number, db: Db = this.prisma): Promise<Schedule | null> {
    return db.schedule.findUnique({ where: { id } });
  }

  async roomExists(roomId: number, db: Db = this.prisma): Promise<boolean> {
    return Boolean(await db.room.findUnique({ where: { id: roomId }, select: { id: true } }));
  }

  /** createMany skips the duplicate of a double click instead of failing on the unique key. */
  async addUnlessExists(
    reservation: { userId: number; scheduleId?: number; roomId: number | null; matchId: number | null },
    db: Db = this.prisma,
  ): Promise<void> {
    await db.reservation.createMany({ data: [reservation], skipDuplicates: true });
  }

  /** Moves the user's reservation of a match to the room broadcasting it. */
  async moveMatch(userId: number, matchId: number, roomId: number, db: Db = this.prisma): Promise<void> {
    await db.reservation.updateMany({ where: { userId, matchId }, data: { roomId } });
  }

  /** Deletes the user's reservations matching any of the targets given; answers how many. */
  async deleteMatching(
    userId: number,
    target: { scheduleId?: number; matchId?: number; id?: number },
    db: Db = this.prisma,
  ): Promise<number> {
    const where: Prisma.ReservationWhereInput = { userId, OR: [] };
    if (target.id) where.OR?.push({ id: target.id });
    if (target.scheduleId) where.OR?.push({ scheduleId: target.scheduleId });
    if (target.matchId) where.OR?.push({ matchId: target.matchId });
    const { count } = await db.reservation.deleteMany({ where });
    return count;
  }

  /** The user's reservations, newest first, with their schedules. */
  listOfUser(userId: number, skip: number, take: number, db: Db = this.prisma): Promise<ReservationRow[]> {
    return db.reservation.findMany({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      skip,
      take,
      include: { schedule: { include: scheduleInclude } },
    });
  }

  countOfUser(userId: number, db: Db = this.prisma): Promise<number> {
    return db.reservation.count({ where: { userId } });
  }

  /** The matches the user reserved. */
  async reservedMatchIds(userId: number, db: Db = this.prisma): Promise<number[]> {
    const rows = await db.reservation.findMany({
      where: { userId, matchId: { not: null } },
      select: { matchId: true },
    });
    return rows.map((m) => m.matchId as number);
  }

  /** Of these schedules, those the user reserved. */
  async reservedScheduleIds(userId: number, scheduleIds: number[], db: Db = this.prisma): Promise<(number | null)[]> {
    const rows = await db.reservation.findMany({
      where: { userId, scheduleId: { in: scheduleIds } },
      select: { scheduleId: true },
    });
    return rows.map((r) => r.scheduleId);
  }

  /** Schedules starting after `after` in rooms not sealed, soonest first. */
  listUpcoming(
    filter: UpcomingFilter,
    after: Date,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<ScheduleRow[]> {
    return db.schedule.findMany({
      where: upcomingWhere(filter, after),
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      skip,
      take,
      include: scheduleInclude,
    });
  }

  countUpcoming(filter: UpcomingFilter, after: Date, db: Db = this.prisma): Promise<number> {
    return db.schedule.count({ where: upcomingWhere(filter, after) });
  }

  /** Who reserved the match, by user id, `limit` of them after `after`. */
  async listMatchReservers(matchId: number, after: number, limit: number, db: Db = this.prisma): Promise<number[]> {
    const rows = await db.reservation.findMany({
      where: { matchId, userId: { gt: after } },
      orderBy: { userId: 'asc' },
      take: limit,
      select: { userId: true },
    });
    return rows.map((row) => row.userId);
  }
}

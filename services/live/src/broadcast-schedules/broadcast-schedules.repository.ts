import { Injectable } from '@nestjs/common';
import { Db, PrismaService, Schedule } from '@arena/shared';

export type ScheduleWithReservations = Schedule & { _count: { reservations: number } };

/** `live.schedules`: the broadcasts streamers announce. */
@Injectable()
export class BroadcastSchedulesRepository {
  constructor(private readonly prisma: PrismaService) {}

  insert(
    schedule: { roomId: number; title: string; startsAt: Date; matchId: number | null },
    db: Db = this.prisma,
  ): Promise<Schedule> {
    return db.schedule.create({ data: schedule });
  }

  /** A room's schedules starting after `after`, soonest first, with their reservation counts. */
  listUpcomingOfRoom(roomId: number, after: Date, db: Db = this.prisma): Promise<ScheduleWithReservations[]> {
    return db.schedule.findMany({
      where: { roomId, startsAt: { gt: after } },
      orderBy: { startsAt: 'asc' },
      include: { _count: { select: { reservations: true } } },
    });
  }

  /** Answers how many were deleted (0 for another room's). */
  async deleteOfRoom(id: number, roomId: number, db: Db = this.prisma): Promise<number> {
    const { count } = await db.schedule.deleteMany({ where: { id, roomId } });
    return count;
  }
}

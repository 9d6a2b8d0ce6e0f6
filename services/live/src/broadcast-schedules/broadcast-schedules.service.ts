import { Injectable } from '@nestjs/common';
import { AppError, AuthUser } from '@arena/shared';
import { z } from 'zod';
import { BroadcastsService } from '../broadcasting/broadcasts.service';
import { BroadcastSchedulesRepository } from './broadcast-schedules.repository';
import { SCHEDULE_HORIZON_DAYS, ScheduleInput, ScheduleOutput } from './broadcast-schedules.schemas';

type ScheduleView = z.output<typeof ScheduleOutput>;

/** Broadcasts a streamer announces (viewers reserve them): made, listed and withdrawn in the streamer area. */
@Injectable()
export class BroadcastSchedulesService {
  constructor(
    private readonly schedules: BroadcastSchedulesRepository,
    private readonly broadcasts: BroadcastsService,
  ) {}

  async create(user: AuthUser, input: z.output<typeof ScheduleInput>): Promise<ScheduleView> {
    const room = await this.broadcasts.roomOf(user);
    const now = Date.now();
    if (input.starts_at.getTime() <= now || input.starts_at.getTime() > now + SCHEDULE_HORIZON_DAYS * 86_400_000)
      throw AppError.fail('live.schedule_time', { days: SCHEDULE_HORIZON_DAYS });
    const row = await this.schedules.insert({
      roomId: room.id,
      title: input.title,
      startsAt: input.starts_at,
      matchId: input.match_id ?? null,
    });
    return {
      id: row.id,
      room_id: row.roomId,
      title: row.title,
      starts_at: row.startsAt.toISOString(),
      match_id: row.matchId,
      reservations: 0,
    };
  }

  /** The caller's coming schedules, soonest first, with how many viewers reserved each. */
  async upcoming(user: AuthUser): Promise<ScheduleView[]> {
    const room = await this.broadcasts.roomOf(user);
    const rows = await this.schedules.listUpcomingOfRoom(room.id, new Date());
    return rows.map((r) => ({
      id: r.id,
      room_id: r.roomId,
      title: r.title,
      starts_at: r.startsAt.toISOString(),
      match_id: r.matchId,
      reservations: r._count.reservations,
    }));
  }

  async remove(user: AuthUser, id: number): Promise<{ id: number }> {
    const room = await this.broadcasts.roomOf(user);
    if ((await this.schedules.deleteOfRoom(id, room.id)) === 0) throw AppError.fail('live.schedule_not_found');
    return { id };
  }
}

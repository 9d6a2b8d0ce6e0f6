import { Injectable } from '@nestjs/common';
import { AppError, Page } from '@arena/shared';
import { ReservationsRepository, ScheduleRow } from './reservations.repository';

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

const toSchedule = (s: ScheduleRow, reserved: boolean): ScheduleView => ({
  id: s.id,
  room_id: s.roomId,
  anchor_id: s.room.streamerId,
  user_nickname: s.room.streamerNickname,
  avatar: s.room.streamerAvatar,
  title: s.title,
  starts_at: s.startsAt.toISOString(),
  match_id: s.matchId,
  is_live: s.room.liveSince ? 1 : 0,
  is_reserve: reserved ? 1 : 0,
});

/** Reservations of a streamer's scheduled broadcast or of a match (by the scores service's match id). */
@Injectable()
export class ReservationsService {
  constructor(private readonly reservations: ReservationsRepository) {}

  async reserveSchedule(userId: number, scheduleId: number) {
    const schedule = await this.reservations.findSchedule(scheduleId);
    if (!schedule) throw AppError.fail('live.schedule_not_found');
    if (schedule.startsAt.getTime() <= Date.now()) throw AppError.fail('live.schedule_started');
    await this.reservations.addUnlessExists({ userId, scheduleId, roomId: schedule.roomId, matchId: null });
    return { schedule_id: scheduleId, is_reserve: 1 } as const;
  }

  /** A match, optionally as broadcast by one room (reserveMatch2); reserving again moves it to that room. */
  async reserveMatch(userId: number, matchId: number, roomId?: number) {
    if (roomId !== undefined && !(await this.reservations.roomExists(roomId)))
      throw AppError.fail('live.room_not_found');
    // One statement each, so two requests at once (a double click) cannot both try to insert.
    await this.reservations.addUnlessExists({ userId, matchId, roomId: roomId ?? null });
    if (roomId !== undefined) await this.reservations.moveMatch(userId, matchId, roomId);
    return { match_id: matchId, room_id: roomId ?? null, is_reserve: 1 } as const;
  }

  async cancel(userId: number, target: { scheduleId?: number; matchId?: number; id?: number }) {
    if ((await this.reservations.deleteMatching(userId, target)) === 0)
      throw AppError.fail('live.reservation_not_found');
    return { is_reserve: 0 } as const;
  }

  async mine(userId: number, page: number, limit: number): Promise<Page<ReservationView>> {
    const [rows, total] = await Promise.all([
      this.reservations.listOfUser(userId, (page - 1) * limit, limit),
      this.reservations.countOfUser(userId),
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
  async upcoming(
    filter: { roomId?: number; matchId?: number; reservedBy?: number },
    viewerId: number | undefined,
    page: number,
    limit: number,
  ): Promise<Page<ScheduleView>> {
    const now = new Date();
    const upcoming = {
      roomId: filter.roomId,
      matchId: filter.matchId,
      matchIds: filter.reservedBy ? await this.reservations.reservedMatchIds(filter.reservedBy) : undefined,
    };
    const [rows, total] = await Promise.all([
      this.reservations.listUpcoming(upcoming, now, (page - 1) * limit, limit),
      this.reservations.countUpcoming(upcoming, now),
    ]);
    const reserved = viewerId
      ? new Set(
          await this.reservations.reservedScheduleIds(
            viewerId,
            rows.map((r) => r.id),
          ),
        )
      : new Set<number | null>();
    return { list: rows.map((s) => toSchedule(s, reserved.has(s.id))), total, page, limit };
  }

  /** A page of those who reserved a match (ids in order, from after `after`), for the community's notifications. */
  async matchReserverIds(matchId: number, after: number, limit: number): Promise<{ user_ids: number[] }> {
    return { user_ids: await this.reservations.listMatchReservers(matchId, after, limit) };
  }
}

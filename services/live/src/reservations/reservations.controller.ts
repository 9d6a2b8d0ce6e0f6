import { Controller, Get, Post } from '@nestjs/common';
import {
  AppError,
  AuthUser,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  OptionalUser,
  pageOf,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { ReservationsService } from './reservations.service';

const ScheduleInput = z.object({ schedule_id: fields.id() });
const MatchInput = z.object({ match_id: fields.id() });
const MatchInRoomInput = z.object({ match_id: fields.id(), room_id: fields.id() });
const CancelInput = z.object({
  id: fields.id().optional(),
  schedule_id: fields.id().optional(),
  match_id: fields.id().optional(),
});
const MineInput = z.object({ page: fields.page(), limit: fields.limit(50, 15) });
const UpcomingInput = z.object({
  room_id: fields.id().optional(),
  match_id: fields.id().optional(),
  /** 1: the broadcasts of the matches the caller reserved. */
  reserved: fields.bool().default(false),
  page: fields.page(),
  limit: fields.limit(50, 15),
});

const Reserved = z.object({ is_reserve: z.union([z.literal(0), z.literal(1)]) });
const ScheduleOutput = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  anchor_id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  title: z.string(),
  starts_at: z.string(),
  match_id: z.number().int().nullable(),
  is_live: z.union([z.literal(0), z.literal(1)]),
  is_reserve: z.union([z.literal(0), z.literal(1)]),
});
const ReservationOutput = z.object({
  id: z.number().int(),
  kind: z.enum(['schedule', 'match']),
  match_id: z.number().int().nullable(),
  room_id: z.number().int().nullable(),
  schedule: ScheduleOutput.nullable(),
  created_at: z.string(),
});

@Controller('reservations')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  @Endpoint({
    summary: "Reserve a streamer's scheduled broadcast (Live/setReserveLiveNew)",
    auth: 'user',
    input: ScheduleInput,
    output: Reserved.extend({ schedule_id: z.number().int() }),
  })
  @Get('schedule')
  async reserveSchedule(@Input() input: z.output<typeof ScheduleInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.reserved', await this.reservations.reserveSchedule(user.id, input.schedule_id));
  }

  @Endpoint({
    summary: 'Reserve a match (live/reserveMatch)',
    auth: 'user',
    input: MatchInput,
    output: Reserved.extend({ match_id: z.number().int(), room_id: z.number().int().nullable() }),
  })
  @Post('match')
  async reserveMatch(@Input() input: z.output<typeof MatchInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.reserved', await this.reservations.reserveMatch(user.id, input.match_id));
  }

  @Endpoint({
    summary: 'Reserve a match as one room will broadcast it (live/reserveMatch2)',
    auth: 'user',
    input: MatchInRoomInput,
    output: Reserved.extend({ match_id: z.number().int(), room_id: z.number().int().nullable() }),
  })
  @Post('match-in-room')
  async reserveMatchInRoom(@Input() input: z.output<typeof MatchInRoomInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.reserved', await this.reservations.reserveMatch(user.id, input.match_id, input.room_id));
  }

  @Endpoint({
    summary: 'Cancel a reservation, by its id, its schedule or its match (live/deleteReserveLive)',
    auth: 'user',
    input: CancelInput,
    output: Reserved,
  })
  @Post('cancel')
  async cancel(@Input() input: z.output<typeof CancelInput>, @CurrentUser() user: AuthUser) {
    if (!input.id && !input.schedule_id && !input.match_id) throw AppError.fail('live.reservation_target_missing');
    return withMessage(
      'live.reservation_cancelled',
      await this.reservations.cancel(user.id, { id: input.id, scheduleId: input.schedule_id, matchId: input.match_id }),
    );
  }

  @Endpoint({
    summary: 'My reservations, newest first (Live_streaming/getUserReserveLiveList)',
    auth: 'user',
    input: MineInput,
    output: pageOf(ReservationOutput),
  })
  @Post('mine')
  mine(@Input() input: z.output<typeof MineInput>, @CurrentUser() user: AuthUser) {
    return this.reservations.mine(user.id, input.page, input.limit);
  }

  @Endpoint({
    summary:
      'Upcoming scheduled broadcasts, soonest first: of a room, of a match, or (reserved=1) of the matches I reserved; with my reservation state (Live_streaming/getReserveLiveList)',
    input: UpcomingInput,
    output: pageOf(ScheduleOutput),
  })
  @Post('upcoming')
  upcoming(@Input() input: z.output<typeof UpcomingInput>, @OptionalUser() viewer: AuthUser | undefined) {
    if (input.reserved && !viewer) throw AppError.fail('auth.login_required');
    return this.reservations.upcoming(
      { roomId: input.room_id, matchId: input.match_id, reservedBy: input.reserved ? viewer?.id : undefined },
      viewer?.id,
      input.page,
      input.limit,
    );
  }
}

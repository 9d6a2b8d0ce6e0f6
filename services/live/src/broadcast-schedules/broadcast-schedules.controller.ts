import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { DeleteInput, ScheduleInput, ScheduleOutput } from './broadcast-schedules.schemas';
import { BroadcastSchedulesService } from './broadcast-schedules.service';

@Controller('broadcast-schedules')
export class BroadcastSchedulesController {
  constructor(private readonly schedules: BroadcastSchedulesService) {}

  @Endpoint({
    summary:
      'Announce a broadcast: title, starts_at (within 60 days), optionally the match it covers (Live/setLiveList)',
    auth: 'streamer',
    input: ScheduleInput,
    output: ScheduleOutput,
  })
  @Post()
  async create(@Input() input: z.output<typeof ScheduleInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.schedule_saved', await this.schedules.create(user, input));
  }

  @Endpoint({
    summary: "The caller's coming broadcasts, soonest first (GET /api/broadcast-schedules)",
    auth: 'streamer',
    output: z.array(ScheduleOutput),
  })
  @Get()
  upcoming(@CurrentUser() user: AuthUser) {
    return this.schedules.upcoming(user);
  }

  @Endpoint({
    summary: 'Withdraw an announced broadcast (POST /api/broadcast-schedules/delete)',
    auth: 'streamer',
    input: DeleteInput,
    output: z.object({ id: z.number().int() }),
  })
  @Post('delete')
  async remove(@Input() input: z.output<typeof DeleteInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.schedule_deleted', await this.schedules.remove(user, input.id));
  }
}

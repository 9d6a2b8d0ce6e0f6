import { Controller, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, pageOf, withMessage } from '@arena/shared';
import { z } from 'zod';
import { KickoutInput, KickoutListInput, KickoutOutput } from './kickouts.schemas';
import { KickoutsService } from './kickouts.service';

@Controller('kickouts')
export class KickoutsController {
  constructor(private readonly kickouts: KickoutsService) {}

  @Endpoint({
    summary:
      'Take a streamer off the air with a reason; their pages get the liveKickout event (live/liveKickout, administrators)',
    auth: 'admin',
    input: KickoutInput,
    output: KickoutOutput,
  })
  @Post()
  async kick(@Input() input: z.output<typeof KickoutInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.kickout_done', await this.kickouts.kick(user, input.room_id, input.reason));
  }

  @Endpoint({
    summary:
      "Kick-outs, newest first: all (or one room's) for administrators, a streamer's own otherwise (live/liveKickoutList)",
    auth: 'user',
    input: KickoutListInput,
    output: pageOf(KickoutOutput),
  })
  @Post('list')
  list(@Input() input: z.output<typeof KickoutListInput>, @CurrentUser() user: AuthUser) {
    return this.kickouts.list(user, input.room_id, input);
  }
}

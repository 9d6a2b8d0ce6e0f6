import { Controller, Get } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AuthUser, CurrentUser, Endpoint, Input, PageInput, pageOf, ServedInput, Serves } from '@arena/shared';
import { z } from 'zod';
import { WatchHistoryService } from './watch-history.service';

@Controller()
export class WatchHistoryController {
  constructor(private readonly history: WatchHistoryService) {}

  @Endpoint({
    summary: 'Rooms the user watched, newest first (User/watchlistList)',
    auth: 'user',
    input: PageInput,
    output: pageOf(
      z.object({
        anchor_id: z.number().int(),
        user_nickname: z.string(),
        avatar: z.string(),
        title: z.string(),
        watched_at: z.string(),
      }),
    ),
  })
  @Get('watch-history')
  list(@Input() input: PageInput, @CurrentUser() auth: AuthUser) {
    return this.history.list(auth.id, input);
  }

  /** The live service records a visit when a logged-in viewer enters a room. */
  @Serves(accountContracts.recordWatch)
  async record(@Input() input: ServedInput<typeof accountContracts.recordWatch>) {
    await this.history.record(input.user_id, input.anchor_id, input.title ?? undefined);
    return null;
  }
}

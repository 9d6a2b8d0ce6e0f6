import { Controller, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { SharingService } from './sharing.service';

const ShareInput = z.object({ room_id: fields.id() });
const ShareOutput = z.object({ url: z.string(), title: z.string(), cover: z.string(), user_nickname: z.string() });

@Controller('rooms')
export class SharingController {
  constructor(private readonly sharing: SharingService) {}

  @Endpoint({
    summary: 'Share a room: its link, title and cover; counts for the daily share task (live/share)',
    auth: 'user',
    input: ShareInput,
    output: ShareOutput,
  })
  @Post('share')
  async share(@Input() input: z.output<typeof ShareInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.shared', await this.sharing.share(user.id, input.room_id));
  }
}

import { Controller, Post } from '@nestjs/common';
import { AppError, AuthUser, CurrentUser, Endpoint, EventBus, fields, Input, PrismaService, withMessage } from '@arena/shared';
import { z } from 'zod';
import { liveConfig } from '../live.config';

const ShareInput = z.object({ room_id: fields.id() });
const ShareOutput = z.object({ url: z.string(), title: z.string(), cover: z.string(), user_nickname: z.string() });

@Controller('rooms')
export class SharingController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: EventBus,
  ) {}

  @Endpoint({
    summary: 'Share a room: its link, title and cover; counts for the daily share task (live/share)',
    auth: 'user',
    input: ShareInput,
    output: ShareOutput,
  })
  @Post('share')
  async share(@Input() input: z.output<typeof ShareInput>, @CurrentUser() user: AuthUser) {
    const room = await this.prisma.room.findUnique({ where: { id: input.room_id } });
    if (!room || room.sealedAt) throw AppError.fail('live.room_not_found');
    await this.events.publish('content.shared', { userId: user.id, target: `room:${room.id}` });
    return withMessage('live.shared', {
      url: `${liveConfig().publicBaseUrl}/live?id=${room.id}`,
      title: room.title,
      cover: room.cover,
      user_nickname: room.anchorNickname,
    });
  }
}

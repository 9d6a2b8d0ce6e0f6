import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ChatModesInput, ChatModesOutput, RoomInput } from './chat-modes.schemas';
import { ChatModesService } from './chat-modes.service';

@Controller('chat-modes')
export class ChatModesController {
  constructor(private readonly modes: ChatModesService) {}

  @Endpoint({
    summary: "A room's chat modes, for the site and the chat gateway (GET /api/chat-modes?room_id=)",
    input: RoomInput,
    output: ChatModesOutput,
  })
  @Get()
  get(@Input() input: z.output<typeof RoomInput>) {
    return this.modes.get(input.room_id);
  }

  @Endpoint({
    summary:
      "Change a room's chat modes, by its streamer, its staff or an administrator; modes not sent keep their value (POST /api/chat-modes)",
    auth: 'room-staff',
    input: ChatModesInput,
    output: ChatModesOutput,
  })
  @Post()
  async set(@Input() input: z.output<typeof ChatModesInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.chat_modes_saved', await this.modes.set(user, input));
  }
}

import { Controller } from '@nestjs/common';
import { Input, Serves, ServedInput } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { ChatModesService } from './chat-modes.service';

/** The chat gateway's call: a room's streamer and chat modes. */
@Controller()
export class RoomOwnerController {
  constructor(private readonly modes: ChatModesService) {}

  @Serves(liveContracts.roomOwner)
  roomOwner(@Input() input: ServedInput<typeof liveContracts.roomOwner>) {
    return this.modes.forChat(input.room_id);
  }
}

import { Controller } from '@nestjs/common';
import { Input, Serves, ServedInput } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { ClipSourcesService } from './clip-sources.service';

/** The video service's calls: which broadcast a clip of a room, or a goal clip of a match, is cut from. */
@Controller()
export class ClipSourcesController {
  constructor(private readonly sources: ClipSourcesService) {}

  @Serves(liveContracts.roomOnAir)
  room(@Input() input: ServedInput<typeof liveContracts.roomOnAir>) {
    return this.sources.ofRoom(input.room_id);
  }

  @Serves(liveContracts.matchOnAir)
  match(@Input() input: ServedInput<typeof liveContracts.matchOnAir>) {
    return this.sources.ofMatch(input.match_id);
  }
}

import { Controller } from '@nestjs/common';
import { Input, Serves, ServedInput } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { PlaybackService } from './playback.service';

/** The video service's call: what a finished broadcast's replay video is made of. */
@Controller()
export class ReplaySourceController {
  constructor(private readonly playback: PlaybackService) {}

  @Serves(liveContracts.broadcastReplay)
  replay(@Input() input: ServedInput<typeof liveContracts.broadcastReplay>) {
    return this.playback.replaySource(input.broadcast_id);
  }
}

import { Controller } from '@nestjs/common';
import { Input, Serves, ServedInput } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { PushesService } from './pushes.service';

/** The media service's calls: pushes starting and ending rooms' broadcasts, and their recordings. */
@Controller()
export class PushesController {
  constructor(private readonly pushes: PushesService) {}

  @Serves(liveContracts.publishStarted)
  started(@Input() input: ServedInput<typeof liveContracts.publishStarted>) {
    return this.pushes.started(input.stream_key);
  }

  @Serves(liveContracts.publishEnded)
  async ended(@Input() input: ServedInput<typeof liveContracts.publishEnded>) {
    return { ended: await this.pushes.ended(input.room_id, input.broadcast_id) };
  }

  @Serves(liveContracts.recordingFinished)
  async recording(@Input() input: ServedInput<typeof liveContracts.recordingFinished>) {
    return { listed: await this.pushes.recorded(input.broadcast_id, input.url) };
  }

  @Serves(liveContracts.recordingRemoved)
  async recordingRemoved(@Input() input: ServedInput<typeof liveContracts.recordingRemoved>) {
    return { unlisted: await this.pushes.unlisted(input.broadcast_id) };
  }

  @Serves(liveContracts.pushedOnAir)
  onAir() {
    return this.pushes.onAir();
  }

  @Serves(liveContracts.demoRooms)
  demoRooms() {
    return this.pushes.demoRooms();
  }

  @Serves(liveContracts.demoStreamKeys)
  demoKeys(@Input() input: ServedInput<typeof liveContracts.demoStreamKeys>) {
    return this.pushes.demoKeys(input.room_ids);
  }
}

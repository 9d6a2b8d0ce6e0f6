import { Controller } from '@nestjs/common';
import { liveContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { FollowsService } from './follows.service';

/** The community service's call: a streamer's followers, to tell them the room went on the air. */
@Controller()
export class FollowersController {
  constructor(private readonly follows: FollowsService) {}

  @Serves(liveContracts.followers)
  followers(@Input() input: ServedInput<typeof liveContracts.followers>) {
    return this.follows.followerIds(input.streamer_id, input.after, input.limit);
  }
}

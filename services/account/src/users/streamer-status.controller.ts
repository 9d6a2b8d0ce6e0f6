import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { ProfileChanges } from '../profile/profile-changes';
import { UsersService } from './users.service';

@Controller()
export class StreamerStatusController {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: ProfileChanges,
  ) {}

  /** The live service makes an approved applicant a streamer (and can take it back); setting it twice changes nothing. */
  @Serves(accountContracts.setStreamerStatus)
  async set(@Input() input: ServedInput<typeof accountContracts.setStreamerStatus>) {
    await this.users.setStreamer(input.id, input.is_anchor);
    await this.profiles.changed(input.id);
    return { id: input.id, is_anchor: input.is_anchor ? (1 as const) : (0 as const) };
  }

  /** The community labels an approved expert (decision 047's contract to account); setting it twice changes nothing. */
  @Serves(accountContracts.setExpertLabel)
  async setExpert(@Input() input: ServedInput<typeof accountContracts.setExpertLabel>) {
    await this.users.setExpert(input.id, input.is_expert);
    await this.profiles.changed(input.id);
    return { id: input.id, is_expert: input.is_expert ? (1 as const) : (0 as const) };
  }
}

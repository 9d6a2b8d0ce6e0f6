import { Controller } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { RestrictionsService } from './restrictions.service';

/** Internal: the live service mutes (taboo), shields and lifts; the chat then refuses the user. */
@Controller()
export class RestrictionsController {
  constructor(private readonly restrictions: RestrictionsService) {}

  @Serves(realtimeContracts.restrict)
  set(@Input() input: ServedInput<typeof realtimeContracts.restrict>) {
    return this.restrictions.set(input.groupId, input.userId, input.kind, input.seconds || undefined);
  }

  @Serves(realtimeContracts.liftRestriction)
  async lift(@Input() input: ServedInput<typeof realtimeContracts.liftRestriction>) {
    await this.restrictions.lift(input.groupId, input.userId, input.kind);
    return null;
  }

  @Serves(realtimeContracts.restrictions)
  list(@Input() input: ServedInput<typeof realtimeContracts.restrictions>) {
    return this.restrictions.active(input.groupId);
  }
}

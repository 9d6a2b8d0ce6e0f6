import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { UsersService } from './users.service';

@Controller()
export class InvitationsController {
  constructor(private readonly users: UsersService) {}

  /** For the activity service: who invited a user, when its `user.registered` event has not arrived yet. */
  @Serves(accountContracts.invitation)
  invitation(@Input() input: ServedInput<typeof accountContracts.invitation>) {
    return this.users.inviterOf(input.id);
  }
}

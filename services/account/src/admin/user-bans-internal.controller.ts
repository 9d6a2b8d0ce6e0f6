import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { AdminUsersService } from './admin-users.service';

/** For the community's report queue: an administrator forwards a reported user to the ban. */
@Controller()
export class UserBansInternalController {
  constructor(private readonly users: AdminUsersService) {}

  @Serves(accountContracts.banUser)
  async ban(@Input() input: ServedInput<typeof accountContracts.banUser>) {
    await this.users.ban(input.id, input.reason);
    return { banned: true as const };
  }
}

import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { UsersService } from './users.service';

/** For the realtime gateway: a private message may only go to a user that exists. */
@Controller()
export class UserExistenceController {
  constructor(private readonly users: UsersService) {}

  @Serves(accountContracts.userExists)
  async exists(@Input() input: ServedInput<typeof accountContracts.userExists>) {
    return { exists: await this.users.exists(input.id) };
  }
}

import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { ContractOutput, Lang, ServiceClient } from '@arena/shared';

export type UserCard = ContractOutput<typeof accountContracts.userCard>;

/** A user's public card from the account service; an unknown id fails there, translated. */
@Injectable()
export class UserCards {
  constructor(private readonly services: ServiceClient) {}

  get(id: number, lang: Lang): Promise<UserCard> {
    return this.services.call(accountContracts.userCard, { id }, { lang });
  }
}

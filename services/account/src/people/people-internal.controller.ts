import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { PeopleService } from './people.service';

/** People for the community's `group/*` endpoints (address book, search, recommendations, relations). */
@Controller()
export class PeopleInternalController {
  constructor(private readonly people: PeopleService) {}

  @Serves(accountContracts.people)
  byIds(@Input() input: ServedInput<typeof accountContracts.people>) {
    return this.people.byIds(input.viewer_id, input.ids);
  }

  @Serves(accountContracts.searchPeople)
  search(@Input() input: ServedInput<typeof accountContracts.searchPeople>) {
    return this.people.search(input.viewer_id, input.keyword, input.page, input.limit);
  }

  @Serves(accountContracts.addressBook)
  addressBook(@Input() input: ServedInput<typeof accountContracts.addressBook>) {
    return this.people.addressBook(input.user_id);
  }

  @Serves(accountContracts.recommendedPeople)
  recommended(@Input() input: ServedInput<typeof accountContracts.recommendedPeople>) {
    return this.people.recommended(input.viewer_id, input.page, input.limit);
  }
}

import { Controller } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { UserCardsService } from './user-cards.service';

/** The same card for other services (`accountContracts.userCard`). */
@Controller()
export class UserCardsInternalController {
  constructor(private readonly cards: UserCardsService) {}

  @Serves(accountContracts.userCard)
  card(@Input() input: ServedInput<typeof accountContracts.userCard>) {
    return this.cards.card(input.id);
  }
}

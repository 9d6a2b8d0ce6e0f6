import { Controller } from '@nestjs/common';
import { liveContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { ReservationsService } from './reservations.service';

/** The community service's call: who reserved a match, to tell them it kicked off. */
@Controller()
export class MatchReserversController {
  constructor(private readonly reservations: ReservationsService) {}

  @Serves(liveContracts.matchReservers)
  reservers(@Input() input: ServedInput<typeof liveContracts.matchReservers>) {
    return this.reservations.matchReserverIds(input.match_id, input.after, input.limit);
  }
}

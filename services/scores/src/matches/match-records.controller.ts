import { Controller } from '@nestjs/common';
import { scoresContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { MatchRecords } from './match-records';

/** For the community's match reports: a match as a report tells it. */
@Controller()
export class MatchRecordsController {
  constructor(private readonly records: MatchRecords) {}

  @Serves(scoresContracts.matchRecord)
  record(@Input() input: ServedInput<typeof scoresContracts.matchRecord>) {
    return this.records.of(input.id);
  }
}

import { Controller } from '@nestjs/common';
import { scoresContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { BigMatchPreviews } from '../previews/big-match-previews';
import { namesOf } from './localized';
import { MatchesRepository } from './matches.repository';

/** Matches for other services in every language (`scoresContracts.matchFacts`). */
@Controller()
export class MatchFactsInternalController {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly bigMatches: BigMatchPreviews,
  ) {}

  @Serves(scoresContracts.bigMatchPreviews)
  async bigPreviews(@Input() input: ServedInput<typeof scoresContracts.bigMatchPreviews>) {
    return { list: await this.bigMatches.between(new Date(input.from), new Date(input.to)) };
  }

  @Serves(scoresContracts.matchFacts)
  async facts(@Input() input: ServedInput<typeof scoresContracts.matchFacts>) {
    const rows = await this.matches.listWithNames([...new Set(input.match_ids)]);
    return {
      list: rows.map((m) => ({
        match_id: m.id,
        sport: m.sport as 'football' | 'basketball',
        status: m.status as 'upcoming' | 'live' | 'finished',
        start_time: m.startTime.toISOString(),
        competition: namesOf(m.competition),
        home: namesOf(m.homeTeam),
        away: namesOf(m.awayTeam),
        home_score: m.homeScore,
        away_score: m.awayScore,
      })),
    };
  }
}

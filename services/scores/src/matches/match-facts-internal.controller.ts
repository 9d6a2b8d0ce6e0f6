import { Controller } from '@nestjs/common';
import { scoresContracts } from '@arena/contracts';
import { Input, ServedInput, Serves } from '@arena/shared';
import { MatchesRepository } from './matches.repository';

const names = (row: { nameZh: string; nameEn: string; nameVi: string }) => ({
  zh: row.nameZh,
  en: row.nameEn,
  vi: row.nameVi,
});

/** Matches for other services in every language (`scoresContracts.matchFacts`). */
@Controller()
export class MatchFactsInternalController {
  constructor(private readonly matches: MatchesRepository) {}

  @Serves(scoresContracts.matchFacts)
  async facts(@Input() input: ServedInput<typeof scoresContracts.matchFacts>) {
    const rows = await this.matches.listWithNames([...new Set(input.match_ids)]);
    return {
      list: rows.map((m) => ({
        match_id: m.id,
        sport: m.sport as 'football' | 'basketball',
        status: m.status as 'upcoming' | 'live' | 'finished',
        start_time: m.startTime.toISOString(),
        competition: names(m.competition),
        home: names(m.homeTeam),
        away: names(m.awayTeam),
        home_score: m.homeScore,
        away_score: m.awayScore,
      })),
    };
  }
}

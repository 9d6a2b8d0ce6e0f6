import { Injectable } from '@nestjs/common';
import { BigMatchPreview } from '@arena/contracts';
import { Lang, LANGS } from '@arena/shared';
import { namesOf } from '../matches/localized';
import { MatchesRepository, MatchWithNames } from '../matches/matches.repository';
import { Standings } from '../matches/standings';
import { MatchPreviews } from './match-previews.service';
import { bigMatchReason, BigMatchReason } from './preview.rules';
import { Preview } from './previews.schemas';

/** At most this many matches are looked at per window (the seeded world has a few dozen a day). */
const MAX_MATCHES = 200;

/**
 * The big matches kicking off in a window (decision 054), each with its preview in every language:
 * what the community's preview articles are written from. Tables are read once per competition; the
 * full preview only for the matches the rule keeps.
 */
@Injectable()
export class BigMatchPreviews {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly standings: Standings,
    private readonly previews: MatchPreviews,
  ) {}

  async between(from: Date, to: Date): Promise<BigMatchPreview[]> {
    const upcoming = await this.matches.listKickingOff(from, to, MAX_MATCHES);
    const tables = new Map<number, Awaited<ReturnType<Standings['of']>>>();
    for (const competitionId of new Set(upcoming.map((m) => m.competitionId)))
      tables.set(competitionId, await this.standings.of(competitionId, 'en'));
    const big: { match: MatchWithNames; why: BigMatchReason }[] = [];
    for (const match of upcoming) {
      const table = tables.get(match.competitionId)!.list;
      const rank = (teamId: number) => table.find((row) => row.team_id === teamId && row.played > 0)?.rank ?? null;
      const why = bigMatchReason({
        competitionKind: match.competition.kind,
        tableSize: table.length,
        homeRank: rank(match.homeTeamId),
        awayRank: rank(match.awayTeamId),
      });
      if (why) big.push({ match, why });
    }
    const list: BigMatchPreview[] = [];
    for (const { match, why } of big) {
      const read = await Promise.all(LANGS.map((lang) => this.previews.of(match.id, lang)));
      const inLang = Object.fromEntries(LANGS.map((lang, i) => [lang, read[i]])) as Record<Lang, Preview>;
      list.push(this.present(match, why, tables.get(match.competitionId)!.list.length, inLang));
    }
    return list;
  }

  private present(
    match: MatchWithNames,
    why: BigMatchReason,
    tableSize: number,
    preview: Record<Lang, Preview>,
  ): BigMatchPreview {
    const side = (key: 'home' | 'away') => {
      const en = preview.en[key];
      const scorer = (lang: Lang) => preview[lang][key].squad.top_scorer?.name ?? '';
      return {
        rank: en.standing?.rank ?? null,
        played: en.standing?.played ?? 0,
        points: en.standing?.points ?? 0,
        form: en.form.map((entry) => entry.result),
        form_points: en.form_points,
        top_scorer: en.squad.top_scorer
          ? { name: { zh: scorer('zh'), en: scorer('en'), vi: scorer('vi') }, goals: en.squad.top_scorer.goals }
          : null,
      };
    };
    const h2h = preview.en.head_to_head;
    return {
      match: {
        match_id: match.id,
        sport: match.sport as 'football' | 'basketball',
        status: match.status as 'upcoming',
        start_time: match.startTime.toISOString(),
        competition: namesOf(match.competition),
        home: namesOf(match.homeTeam),
        away: namesOf(match.awayTeam),
        home_score: match.homeScore,
        away_score: match.awayScore,
      },
      why,
      season: preview.en.season,
      table_size: tableSize,
      home: side('home'),
      away: side('away'),
      head_to_head: {
        played: h2h.list.length,
        home_wins: h2h.home_wins,
        draws: h2h.draws,
        away_wins: h2h.away_wins,
        home_goals: h2h.home_goals,
        away_goals: h2h.away_goals,
      },
    };
  }
}

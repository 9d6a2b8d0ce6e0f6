import { Injectable } from '@nestjs/common';
import { AppError, Lang } from '@arena/shared';
import { nameIn } from '../matches/localized';
import { MatchEventsRepository } from '../matches/match-events.repository';
import { MatchesRepository } from '../matches/matches.repository';
import { MatchesService } from '../matches/matches.service';
import { LibraryRepository } from './library.repository';
import { playerTallies, TALLIED } from './library.rules';

/** The data library: teams of a competition, a team with its squad and matches, the top scorers. */
@Injectable()
export class LibraryService {
  constructor(
    private readonly library: LibraryRepository,
    private readonly matchRows: MatchesRepository,
    private readonly events: MatchEventsRepository,
    private readonly matches: MatchesService,
  ) {}

  async teams(competitionId: number, lang: Lang) {
    const teams = await this.library.listTeams(competitionId);
    return teams.map((t) => ({ team_id: t.id, name: nameIn(t, lang), players: t._count.players }));
  }

  async team(teamId: number, lang: Lang, userId?: number) {
    const team = await this.library.findTeamWithSquad(teamId);
    if (!team) throw AppError.fail('scores.team_not_found');
    const tallies = playerTallies(
      await this.events.listOfPlayers(
        team.players.map((p) => p.id),
        TALLIED,
      ),
    );
    const [recent, next] = await Promise.all([
      this.matchRows.listFinishedOfTeam(teamId, 5),
      this.matchRows.listComingOfTeam(teamId, 5),
    ]);
    return {
      team_id: team.id,
      name: nameIn(team, lang),
      sport: team.competition.sport,
      competition_id: team.competitionId,
      competition_name: nameIn(team.competition, lang),
      players: team.players.map((p) => ({
        player_id: p.id,
        number: p.number,
        position: p.position,
        name: nameIn(p, lang),
        ...(tallies.get(p.id) ?? { goals: 0, yellow: 0, red: 0 }),
      })),
      recent: await this.matches.rows(recent, lang, userId),
      next: await this.matches.rows(next, lang, userId),
    };
  }

  /** The competition's best scorers by recorded events (squad players only), at most 20. */
  async topScorers(competitionId: number, lang: Lang) {
    const tallies = playerTallies(await this.events.listOfCompetitionPlayers(competitionId, TALLIED));
    const best = [...tallies.entries()]
      .filter(([, t]) => t.goals > 0)
      .sort((a, b) => b[1].goals - a[1].goals || a[0] - b[0])
      .slice(0, 20);
    const players = await this.library.listPlayersWithTeam(best.map(([id]) => id));
    const byId = new Map(players.map((p) => [p.id, p]));
    return best.flatMap(([id, tally], i) => {
      const player = byId.get(id);
      return player
        ? [
            {
              rank: i + 1,
              player_id: id,
              name: nameIn(player, lang),
              team_id: player.teamId,
              team_name: nameIn(player.team, lang),
              goals: tally.goals,
            },
          ]
        : [];
    });
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, Lang, Prisma, PrismaService } from '@arena/shared';
import { nameIn } from '../matches/localized';
import { MATCH_INCLUDE, MatchesService } from '../matches/matches.service';

/** What a player did in recorded events: goals (football) or points (basketball), and cards. */
interface Tally {
  goals: number;
  yellow: number;
  red: number;
}

const SCORING = ['goal', 'penalty', 'points'];

/** The data library: teams of a competition, a team with its squad and matches, the top scorers. */
@Injectable()
export class LibraryService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly matches: MatchesService,
  ) {}

  async teams(competitionId: number, lang: Lang) {
    const teams = await this.prisma.scoreTeam.findMany({ where: { competitionId }, include: { _count: { select: { players: true } } }, orderBy: { id: 'asc' } });
    return teams.map((t) => ({ team_id: t.id, name: nameIn(t, lang), players: t._count.players }));
  }

  async team(teamId: number, lang: Lang, userId?: number) {
    const team = await this.prisma.scoreTeam.findUnique({ where: { id: teamId }, include: { competition: true, players: { orderBy: { number: 'asc' } } } });
    if (!team) throw AppError.fail('scores.team_not_found');
    const tallies = await this.tallies({ playerId: { in: team.players.map((p) => p.id) } });
    const ofTeam = { OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] };
    const [recent, next] = await Promise.all([
      this.prisma.scoreMatch.findMany({ where: { ...ofTeam, status: 'finished' }, include: MATCH_INCLUDE, orderBy: { startTime: 'desc' }, take: 5 }),
      this.prisma.scoreMatch.findMany({ where: { ...ofTeam, status: { in: ['live', 'upcoming'] } }, include: MATCH_INCLUDE, orderBy: { startTime: 'asc' }, take: 5 }),
    ]);
    return {
      team_id: team.id,
      name: nameIn(team, lang),
      sport: team.competition.sport,
      competition_id: team.competitionId,
      competition_name: nameIn(team.competition, lang),
      players: team.players.map((p) => ({ player_id: p.id, number: p.number, position: p.position, name: nameIn(p, lang), ...(tallies.get(p.id) ?? { goals: 0, yellow: 0, red: 0 }) })),
      recent: await this.matches.rows(recent, lang, userId),
      next: await this.matches.rows(next, lang, userId),
    };
  }

  /** The competition's best scorers by recorded events (squad players only), at most 20. */
  async topScorers(competitionId: number, lang: Lang) {
    const tallies = await this.tallies({ match: { competitionId }, playerId: { not: null } });
    const best = [...tallies.entries()].filter(([, t]) => t.goals > 0).sort((a, b) => b[1].goals - a[1].goals || a[0] - b[0]).slice(0, 20);
    const players = await this.prisma.scorePlayer.findMany({ where: { id: { in: best.map(([id]) => id) } }, include: { team: true } });
    const byId = new Map(players.map((p) => [p.id, p]));
    return best.flatMap(([id, tally], i) => {
      const player = byId.get(id);
      return player ? [{ rank: i + 1, player_id: id, name: nameIn(player, lang), team_id: player.teamId, team_name: nameIn(player.team, lang), goals: tally.goals }] : [];
    });
  }

  /** Goals or points, yellow and red cards per player over the matching events. */
  private async tallies(where: Prisma.ScoreMatchEventWhereInput): Promise<Map<number, Tally>> {
    const events = await this.prisma.scoreMatchEvent.findMany({
      where: { ...where, type: { in: [...SCORING, 'yellow', 'red'] } },
      select: { playerId: true, type: true, points: true },
    });
    const tallies = new Map<number, Tally>();
    for (const e of events) {
      if (e.playerId === null) continue;
      const tally = tallies.get(e.playerId) ?? { goals: 0, yellow: 0, red: 0 };
      if (e.type === 'points') tally.goals += e.points;
      else if (SCORING.includes(e.type)) tally.goals += 1;
      else if (e.type === 'yellow') tally.yellow += 1;
      else tally.red += 1;
      tallies.set(e.playerId, tally);
    }
    return tallies;
  }
}

import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, ScoreCompetition, ScorePlayer, ScoreTeam } from '@arena/shared';

const SQUAD_SIZE = { _count: { select: { players: true } } } satisfies Prisma.ScoreTeamInclude;
/** A team with how many players its squad has. */
export type TeamWithSquadSize = Prisma.ScoreTeamGetPayload<{ include: typeof SQUAD_SIZE }>;

const TEAM_INCLUDE = { competition: true, players: { orderBy: { number: 'asc' } } } satisfies Prisma.ScoreTeamInclude;
/** A team with its competition and its squad by shirt number. */
export type TeamWithSquad = Prisma.ScoreTeamGetPayload<{ include: typeof TEAM_INCLUDE }>;

/** A competition with its teams. */
export type CompetitionWithTeams = Prisma.ScoreCompetitionGetPayload<{ include: { teams: true } }>;

/** The data library's tables: `scores.competitions`, `scores.teams` and their squads, `scores.players`. */
@Injectable()
export class LibraryRepository {
  constructor(private readonly prisma: PrismaService) {}

  findCompetitionOrThrow(id: number, db: Db = this.prisma): Promise<ScoreCompetition> {
    return db.scoreCompetition.findUniqueOrThrow({ where: { id } });
  }

  findCompetitionWithTeams(id: number, db: Db = this.prisma): Promise<CompetitionWithTeams | null> {
    return db.scoreCompetition.findUnique({ where: { id }, include: { teams: true } });
  }

  /** The competitions (of a sport, when given) in their order. */
  listCompetitions(sport: string | undefined, db: Db = this.prisma): Promise<ScoreCompetition[]> {
    return db.scoreCompetition.findMany({ where: sport ? { sport } : {}, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  /** A competition's teams by id, each with its squad's size. */
  listTeams(competitionId: number, db: Db = this.prisma): Promise<TeamWithSquadSize[]> {
    return db.scoreTeam.findMany({ where: { competitionId }, include: SQUAD_SIZE, orderBy: { id: 'asc' } });
  }

  /** Those of these teams that play in the competition, of this sport. */
  listTeamsIn(ids: number[], competitionId: number, sport: string, db: Db = this.prisma): Promise<ScoreTeam[]> {
    return db.scoreTeam.findMany({ where: { id: { in: ids }, competitionId, competition: { sport } } });
  }

  findTeamWithSquad(id: number, db: Db = this.prisma): Promise<TeamWithSquad | null> {
    return db.scoreTeam.findUnique({ where: { id }, include: TEAM_INCLUDE });
  }

  /** The players of these teams, by shirt number. */
  listSquads(teamIds: number[], db: Db = this.prisma): Promise<ScorePlayer[]> {
    return db.scorePlayer.findMany({ where: { teamId: { in: teamIds } }, orderBy: { number: 'asc' } });
  }

  listPlayersWithTeam(ids: number[], db: Db = this.prisma): Promise<(ScorePlayer & { team: ScoreTeam })[]> {
    return db.scorePlayer.findMany({ where: { id: { in: ids } }, include: { team: true } });
  }

  /** The id of the team's player named `name` in any language. */
  async findPlayerIdByName(teamId: number, name: string, db: Db = this.prisma): Promise<number | undefined> {
    const player = await db.scorePlayer.findFirst({
      where: { teamId, OR: [{ nameZh: name }, { nameEn: name }, { nameVi: name }] },
      select: { id: true },
    });
    return player?.id;
  }
}

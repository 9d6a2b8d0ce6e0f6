import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

const NAMES = { nameZh: true, nameEn: true, nameVi: true } as const;
const MATCH_FIELDS = {
  id: true,
  sport: true,
  status: true,
  startTime: true,
  hot: true,
  homeScore: true,
  awayScore: true,
  competition: { select: NAMES },
  homeTeam: { select: NAMES },
  awayTeam: { select: NAMES },
} as const satisfies Prisma.ScoreMatchSelect;
const TEAM_FIELDS = { id: true, ...NAMES, competition: { select: NAMES } } as const;

export type SearchableMatch = Prisma.ScoreMatchGetPayload<{ select: typeof MATCH_FIELDS }>;
export type SearchableTeam = Prisma.ScoreTeamGetPayload<{ select: typeof TEAM_FIELDS }>;

interface Asked {
  ids?: number[];
  after: number;
  limit: number;
}
const idsWhere = (asked: Asked) => (asked.ids ? { id: { in: asked.ids } } : { id: { gt: asked.after } });

/** The matches and teams the search index copies, in ascending ids. */
@Injectable()
export class SearchDocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  matches(asked: Asked, db: Db = this.prisma): Promise<SearchableMatch[]> {
    return db.scoreMatch.findMany({
      where: idsWhere(asked),
      orderBy: { id: 'asc' },
      take: asked.limit,
      select: MATCH_FIELDS,
    });
  }

  teams(asked: Asked, db: Db = this.prisma): Promise<SearchableTeam[]> {
    return db.scoreTeam.findMany({
      where: idsWhere(asked),
      orderBy: { id: 'asc' },
      take: asked.limit,
      select: TEAM_FIELDS,
    });
  }
}

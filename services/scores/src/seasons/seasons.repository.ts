import { Injectable } from '@nestjs/common';
import { Db, PrismaService, ScoreSeason } from '@arena/shared';
import { SeasonSpan } from './seasons';

/** `scores.seasons`: a competition's seasons, each named and spanning its dates. */
@Injectable()
export class SeasonsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The id of the competition's season `span`, the season made on first use (callers racing find the same row). */
  async idOf(competitionId: number, span: SeasonSpan, db: Db = this.prisma): Promise<number> {
    const row = await db.scoreSeason.upsert({
      where: { competitionId_name: { competitionId, name: span.name } },
      create: { competitionId, ...span },
      update: {},
    });
    return row.id;
  }

  /** The season, if it is one of the competition's. */
  findOfCompetition(id: number, competitionId: number, db: Db = this.prisma): Promise<ScoreSeason | null> {
    return db.scoreSeason.findFirst({ where: { id, competitionId } });
  }

  findByName(competitionId: number, name: string, db: Db = this.prisma): Promise<ScoreSeason | null> {
    return db.scoreSeason.findUnique({ where: { competitionId_name: { competitionId, name } } });
  }

  /** The competition's seasons, newest first. */
  listOfCompetition(competitionId: number, db: Db = this.prisma): Promise<ScoreSeason[]> {
    return db.scoreSeason.findMany({ where: { competitionId }, orderBy: { startsAt: 'desc' } });
  }
}

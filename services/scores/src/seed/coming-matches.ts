import { PrismaClient } from '@arena/shared';
import { Names, Sport } from '../fixtures/names';

/** A seeded match still to be played, as other seeds write about it (experts' analyses). */
export interface ComingMatch {
  matchId: number;
  sport: Sport;
  competition: { names: Names };
  home: { names: Names };
  away: { names: Names };
  startTime: Date;
}

const names = (row: { nameZh: string; nameEn: string; nameVi: string }): Names => ({
  zh: row.nameZh,
  en: row.nameEn,
  vi: row.nameVi,
});

/** The seeded matches kicking off between `fromMs` and `toMs` from now, earliest first. */
export async function comingMatches(
  prisma: PrismaClient,
  now = Date.now(),
  fromMs = 3_600_000,
  toMs = 4 * 86_400_000,
): Promise<ComingMatch[]> {
  const rows = await prisma.scoreMatch.findMany({
    where: { startTime: { gte: new Date(now + fromMs), lte: new Date(now + toMs) } },
    include: { competition: true, homeTeam: true, awayTeam: true },
    orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
  });
  return rows.map((m) => ({
    matchId: m.id,
    sport: m.sport as Sport,
    competition: { names: names(m.competition) },
    home: { names: names(m.homeTeam) },
    away: { names: names(m.awayTeam) },
    startTime: m.startTime,
  }));
}

import { PrismaClient } from '@arena/shared';
import { LENGTH, planMatch, PlannedEvent } from '../fixtures/match-plan';
import { Names, Sport } from '../fixtures/names';
import { scoresConfig } from '../scores.config';

/** A seeded match the built-in provider has surely finished, as other seeds write about it (match reports). */
export interface PlayedResult {
  matchId: number;
  sport: Sport;
  competition: { id: number; names: Names; kind: string };
  home: { id: number; names: Names };
  away: { id: number; names: Names };
  startTime: Date;
  score: { home: number; away: number };
  /** Football: the half-time score; basketball: after the second quarter. */
  halfTime: { home: number; away: number };
  /** Football: goals in order (`side` is the side that scored); basketball: each side's top scorer. */
  scorers: {
    minute: number;
    side: 'home' | 'away';
    kind: 'goal' | 'penalty' | 'own_goal' | 'points';
    player: Names | null;
    points: number;
  }[];
  cards: { home: number; away: number };
  /** Table positions after this match, among the results handed over (wins 3, draws 1 in football). */
  position: { home: number; away: number };
}

/** A match kicked off this long ago is over at any replay speed of 1 or more (football: 90 + 15 minutes). */
const OVER_AFTER_MS = 2.5 * 3_600_000;

/**
 * The finished seeded matches of the last `withinMs` with their course as the built-in provider plays
 * it (the same replay seed gives the same goals and minutes the score pages show), oldest first.
 */
export async function playedResults(
  prisma: PrismaClient,
  now = Date.now(),
  withinMs = 36 * 3_600_000,
): Promise<PlayedResult[]> {
  const seed = scoresConfig().replaySeed;
  const matches = await prisma.scoreMatch.findMany({
    where: { replay: true, startTime: { gte: new Date(now - withinMs), lte: new Date(now - OVER_AFTER_MS) } },
    orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      sport: true,
      startTime: true,
      homeTeamId: true,
      awayTeamId: true,
      competition: { select: { id: true, nameZh: true, nameEn: true, nameVi: true, kind: true } },
      homeTeam: { select: { nameZh: true, nameEn: true, nameVi: true } },
      awayTeam: { select: { nameZh: true, nameEn: true, nameVi: true } },
    },
  });
  const teamIds = [...new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
  const players = await prisma.scorePlayer.findMany({
    where: { teamId: { in: teamIds } },
    orderBy: [{ teamId: 'asc' }, { number: 'asc' }],
  });
  const squads = new Map<number, Names[]>();
  for (const p of players)
    squads.set(p.teamId, [...(squads.get(p.teamId) ?? []), { zh: p.nameZh, en: p.nameEn, vi: p.nameVi }]);
  const names = (row: { nameZh: string; nameEn: string; nameVi: string }): Names => ({
    zh: row.nameZh,
    en: row.nameEn,
    vi: row.nameVi,
  });
  const tables = new Map<number, Map<number, number>>();

  return matches.map((m) => {
    const sport = m.sport as Sport;
    const events = planMatch(sport, seed, m);
    const teamOf = (side: 'home' | 'away') => (side === 'home' ? m.homeTeamId : m.awayTeamId);
    const playerOf = (side: 'home' | 'away', index: number) =>
      index >= 0 ? (squads.get(teamOf(side))?.[index] ?? null) : null;
    const score = { home: 0, away: 0 };
    const halfTime = { home: 0, away: 0 };
    const cards = { home: 0, away: 0 };
    const scorers: PlayedResult['scorers'] = [];
    const pointsBy = new Map<string, number>();
    const half = LENGTH[sport].periods[sport === 'football' ? 0 : 1];
    for (const e of events as PlannedEvent[]) {
      if (!e.side) continue;
      const other = e.side === 'home' ? 'away' : 'home';
      if (e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal') {
        const scored = e.type === 'own_goal' ? other : e.side;
        score[scored] += 1;
        if (e.minute <= half) halfTime[scored] += 1;
        scorers.push({ minute: e.minute, side: scored, kind: e.type, player: playerOf(e.side, e.player), points: 1 });
      } else if (e.type === 'points') {
        score[e.side] += e.points;
        if (e.minute <= half) halfTime[e.side] += e.points;
        const key = `${e.side}:${e.player}`;
        pointsBy.set(key, (pointsBy.get(key) ?? 0) + e.points);
      } else if (e.type === 'yellow' || e.type === 'red') cards[e.side] += 1;
    }
    if (sport === 'basketball') {
      for (const side of ['home', 'away'] as const) {
        const best = [...pointsBy.entries()]
          .filter(([key]) => key.startsWith(`${side}:`))
          .sort((a, b) => b[1] - a[1])[0];
        if (best)
          scorers.push({
            minute: 0,
            side,
            kind: 'points',
            player: playerOf(side, Number(best[0].split(':')[1])),
            points: best[1],
          });
      }
    }
    const table = tables.get(m.competition.id) ?? new Map<number, number>();
    tables.set(m.competition.id, table);
    const win = sport === 'football' ? 3 : 2;
    const [homePoints, awayPoints] =
      score.home > score.away
        ? [win, sport === 'football' ? 0 : 1]
        : score.home < score.away
          ? [sport === 'football' ? 0 : 1, win]
          : [1, 1];
    table.set(m.homeTeamId, (table.get(m.homeTeamId) ?? 0) + homePoints);
    table.set(m.awayTeamId, (table.get(m.awayTeamId) ?? 0) + awayPoints);
    const ranked = [...table.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
    return {
      matchId: m.id,
      sport,
      competition: { id: m.competition.id, names: names(m.competition), kind: m.competition.kind },
      home: { id: m.homeTeamId, names: names(m.homeTeam) },
      away: { id: m.awayTeamId, names: names(m.awayTeam) },
      startTime: m.startTime,
      score,
      halfTime,
      scorers,
      cards,
      position: { home: ranked.indexOf(m.homeTeamId) + 1, away: ranked.indexOf(m.awayTeamId) + 1 },
    };
  });
}

/** The seeded competitions, for seeds that make one thing per competition (community circles). */
export async function seededCompetitions(
  prisma: PrismaClient,
): Promise<{ id: number; sport: Sport; kind: string; names: Names }[]> {
  const rows = await prisma.scoreCompetition.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return rows.map((c) => ({
    id: c.id,
    sport: c.sport as Sport,
    kind: c.kind,
    names: { zh: c.nameZh, en: c.nameEn, vi: c.nameVi },
  }));
}

import { PrismaClient } from '@arena/shared';
import { CITIES, COMPETITIONS, playerName, SUFFIXES } from '../fixtures/names';
import { kickOffs, pairing, SQUAD, TEAMS_PER_COMPETITION } from '../fixtures/schedule';
import { planMatch } from '../fixtures/match-plan';
import { Sport } from '../fixtures/names';
import { scoresConfig } from '../scores.config';
import { seasonOf } from '../seasons/seasons';

const POSITIONS = {
  football: ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW'],
  basketball: ['PG', 'SG', 'SF', 'PF', 'C'],
};

/**
 * Competitions, teams, squads and the matches of yesterday to the day after tomorrow (UTC), all upcoming:
 * the replay job plays the ones whose time has come. Idempotent (matched by names and kick-off times).
 */
/** A seeded match as other seeds see it: the live seed gives some of them a room that broadcasts them. */
export interface SeededMatch {
  id: number;
  sport: 'football' | 'basketball';
  startTime: Date;
  /** "Home vs Away" in Chinese, as a streamer titles the broadcast. */
  title: string;
  /** The same in each language, for a room that speaks another. */
  titles: { zh: string; en: string; vi: string };
}

/** How far around now the seeded matches handed to other seeds go. */
const HANDED_FROM_MS = 3 * 3_600_000;
const HANDED_TO_MS = 24 * 3_600_000;

export async function seedScores(prisma: PrismaClient, now = Date.now()): Promise<SeededMatch[]> {
  for (const [index, def] of COMPETITIONS.entries()) {
    const names = { nameZh: def.name.zh, nameEn: def.name.en, nameVi: def.name.vi };
    const kind = def.kind ?? 'league';
    const found = await prisma.scoreCompetition.findFirst({ where: { nameEn: def.name.en } });
    const competition = found
      ? found.kind === kind
        ? found
        : await prisma.scoreCompetition.update({ where: { id: found.id }, data: { kind } })
      : await prisma.scoreCompetition.create({ data: { sport: def.sport, sort: index, kind, ...names } });
    const teams: { id: number }[] = [];
    for (let t = 0; t < TEAMS_PER_COMPETITION; t++) {
      const city = CITIES[(index * 5 + t) % CITIES.length];
      const suffix = SUFFIXES[def.sport][(index + t) % SUFFIXES[def.sport].length];
      const nameEn = `${city.en} ${suffix.en}`;
      const existing = await prisma.scoreTeam.findFirst({ where: { competitionId: competition.id, nameEn } });
      const team =
        existing ??
        (await prisma.scoreTeam.create({
          data: {
            competitionId: competition.id,
            nameZh: city.zh + suffix.zh,
            nameEn,
            nameVi: `${city.vi} ${suffix.vi}`,
          },
        }));
      if (!existing) {
        const positions = POSITIONS[def.sport];
        await prisma.scorePlayer.createMany({
          data: Array.from({ length: SQUAD[def.sport] }, (_, n) => {
            const name = playerName(team.id, n);
            return {
              teamId: team.id,
              number: n + 1,
              position: positions[n % positions.length],
              nameZh: name.zh,
              nameEn: name.en,
              nameVi: name.vi,
            };
          }),
        });
      }
      teams.push(team);
    }
    const times = kickOffs(index, now, -1, 2);
    const existing = new Set(
      (
        await prisma.scoreMatch.findMany({
          where: { competitionId: competition.id, startTime: { in: times } },
          select: { startTime: true },
        })
      ).map((m) => m.startTime.getTime()),
    );
    await prisma.scoreMatch.createMany({
      data: times
        .filter((time) => !existing.has(time.getTime()))
        .map((time) => {
          const slotNumber = Math.floor(time.getTime() / (2 * 3_600_000));
          const [home, away] = pairing(teams.length, slotNumber);
          return {
            sport: def.sport,
            competitionId: competition.id,
            homeTeamId: teams[home].id,
            awayTeamId: teams[away].id,
            startTime: time,
            hot: slotNumber % 3 === index % 3,
          };
        }),
    });
    // Every match in the season its kick-off falls in (those made before seasons existed too).
    const unseasoned = await prisma.scoreMatch.findMany({
      where: { competitionId: competition.id, seasonId: null },
      select: { startTime: true },
      distinct: ['startTime'],
    });
    const spans = new Map(unseasoned.map((m) => seasonOf(kind, m.startTime)).map((span) => [span.name, span]));
    for (const span of spans.values()) {
      const { id: seasonId } = await prisma.scoreSeason.upsert({
        where: { competitionId_name: { competitionId: competition.id, name: span.name } },
        create: { competitionId: competition.id, ...span },
        update: {},
      });
      await prisma.scoreMatch.updateMany({
        where: { competitionId: competition.id, seasonId: null, startTime: { gte: span.startsAt, lt: span.endsAt } },
        data: { seasonId },
      });
    }
  }
  await replayAgainWhereChanged(prisma, now);
  const near = await prisma.scoreMatch.findMany({
    where: { startTime: { gte: new Date(now - HANDED_FROM_MS), lte: new Date(now + HANDED_TO_MS) } },
    orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      sport: true,
      startTime: true,
      homeTeam: { select: { nameZh: true, nameEn: true, nameVi: true } },
      awayTeam: { select: { nameZh: true, nameEn: true, nameVi: true } },
    },
  });
  return near.map((m) => {
    const titles = {
      zh: `${m.homeTeam.nameZh} vs ${m.awayTeam.nameZh}`,
      en: `${m.homeTeam.nameEn} vs ${m.awayTeam.nameEn}`,
      vi: `${m.homeTeam.nameVi} - ${m.awayTeam.nameVi}`,
    };
    return { id: m.id, sport: m.sport as SeededMatch['sport'], startTime: m.startTime, title: titles.zh, titles };
  });
}

/**
 * A replayed match of the seeded days whose recorded course is not the provider's (a database played
 * by an older generator, or with another SCORES_REPLAY_SEED) starts again: its events and statistics
 * go, it is upcoming again with the next sequence number (pages reload it), and the replay job plays
 * it up to its clock at once. A match an administrator touched (a correction, a named player, a set
 * statistic) is left as it is.
 */
async function replayAgainWhereChanged(prisma: PrismaClient, now: number): Promise<void> {
  const played = await prisma.scoreMatch.findMany({
    where: { replay: true, status: { not: 'upcoming' }, startTime: { gte: new Date(now - 2 * 86_400_000) } },
    select: {
      id: true,
      sport: true,
      minute: true,
      seq: true,
      homeTeamId: true,
      awayTeamId: true,
      events: {
        orderBy: { seq: 'asc' },
        select: { minute: true, type: true, side: true, points: true, corrected: true, playerName: true },
      },
      stats: { where: { corrected: true }, select: { id: true }, take: 1 },
    },
  });
  const seed = scoresConfig().replaySeed;
  const key = (e: { minute: number; type: string; side: string | null; points: number }) =>
    `${e.minute}:${e.type}:${e.side}:${e.points}`;
  for (const match of played) {
    if (match.stats.length || match.events.some((e) => e.corrected || e.playerName)) continue;
    const planned = planMatch(match.sport as Sport, seed, match).filter((e) => e.minute <= match.minute);
    if (planned.map(key).join() === match.events.map(key).join()) continue;
    await prisma.$transaction([
      prisma.scoreMatchEvent.deleteMany({ where: { matchId: match.id } }),
      prisma.scoreMatchStat.deleteMany({ where: { matchId: match.id } }),
      prisma.scoreMatch.update({
        where: { id: match.id },
        data: {
          status: 'upcoming',
          minute: 0,
          period: 0,
          seq: match.seq + 1,
          homeScore: 0,
          awayScore: 0,
          homeHalfScore: 0,
          awayHalfScore: 0,
          homeRed: 0,
          awayRed: 0,
          homeYellow: 0,
          awayYellow: 0,
          homeCorner: 0,
          awayCorner: 0,
        },
      }),
    ]);
  }
}

import { PrismaClient, seededRandom } from '@arena/shared';
import { gradeOf, outcomeOf, Pick, recordOf } from '../experts/expert-record';
import { EXPERT_INTROS, writeAnalysis } from './expert-texts';

type Lang = 'zh' | 'en' | 'vi';
type Names = Record<Lang, string>;
interface SeedMatch {
  matchId: number;
  sport: 'football' | 'basketball';
  competition: { names: Names };
  home: { names: Names };
  away: { names: Names };
  startTime: Date;
}

/** What the experts' seed is given: who they are, the matches they write about and who may follow them. */
export interface ExpertsSeedInput {
  /** Seeded users made experts, each writing in their own language. */
  experts: { id: number; nickname: string; avatar: string; lang: Lang }[];
  /** Finished seeded matches with their final score: analyses written before them, graded. */
  results: (SeedMatch & { score: { home: number; away: number } })[];
  /** Seeded matches still to play: analyses waiting for their result. */
  coming: SeedMatch[];
  /** Fans who follow some experts. */
  readers: { id: number }[];
}

const SPORTS: ('football' | 'basketball')[] = ['football', 'football', 'basketball', 'football', 'basketball'];

/**
 * Experts approved from their applications, with analyses of finished matches (graded, so their
 * records read true) and of coming ones, and followers. Deterministic, and only into a community
 * with no experts yet.
 */
export async function seedExperts(prisma: PrismaClient, input: ExpertsSeedInput, now = Date.now()): Promise<void> {
  if ((await prisma.communityExpert.count()) > 0 || input.experts.length === 0) return;
  const random = seededRandom(4711);
  const intros: Record<Lang, number> = { zh: 0, en: 0, vi: 0 };
  for (const [i, expert] of input.experts.entries()) {
    const sport = SPORTS[i % SPORTS.length];
    const intro = EXPERT_INTROS[expert.lang][intros[expert.lang]++ % EXPERT_INTROS[expert.lang].length];
    const appliedAt = new Date(now - (30 + i * 3) * 86_400_000);
    await prisma.communityExpertApplication.create({
      data: {
        userId: expert.id,
        sport,
        experience: intro,
        status: 'approved',
        reviewedAt: new Date(appliedAt.getTime() + 86_400_000),
        createdAt: appliedAt,
      },
    });
    // How often this expert reads a match right: from about 40% to 75%.
    const skill = 0.4 + (0.35 * (input.experts.length - 1 - i)) / Math.max(1, input.experts.length - 1);
    const written = input.results
      .filter((m) => m.sport === sport && random() < 0.55)
      .map((m) => {
        const truth = outcomeOf(m.score.home, m.score.away);
        const options: Pick[] = sport === 'basketball' ? ['home', 'away'] : ['home', 'draw', 'away'];
        const pick =
          random() < skill
            ? truth
            : (options.filter((o) => o !== truth)[Math.floor(random() * (options.length - 1))] ?? truth);
        return { m, pick, grade: gradeOf(pick, m.score.home, m.score.away), score: m.score };
      });
    const coming = input.coming.filter((m) => m.sport === sport && random() < 0.4).slice(0, 4);
    const analyses = [
      ...written.map(({ m, pick, grade, score }) => ({ m, pick, result: grade as string, score })),
      ...coming.map((m) => {
        const options: Pick[] = sport === 'basketball' ? ['home', 'away'] : ['home', 'home', 'draw', 'away'];
        return { m, pick: options[Math.floor(random() * options.length)], result: 'pending', score: null };
      }),
    ];
    await prisma.communityExpert.create({
      data: {
        userId: expert.id,
        name: expert.nickname,
        avatar: expert.avatar,
        sport,
        intro,
        analysisCount: analyses.length,
        approvedAt: new Date(appliedAt.getTime() + 86_400_000),
      },
    });
    await prisma.communityExpertAnalysis.createMany({
      data: analyses.map(({ m, pick, result, score }, n) => {
        const text = writeAnalysis(
          expert.lang,
          sport,
          pick,
          { home: m.home.names, away: m.away.names, competition: m.competition.names },
          i + n,
        );
        return {
          expertId: expert.id,
          matchId: m.matchId,
          sport,
          kickoffAt: m.startTime,
          subject: { competition: m.competition.names, home: m.home.names, away: m.away.names },
          title: text.title,
          pick,
          confidence: 2 + Math.floor(random() * 4),
          body: text.body,
          result,
          homeScore: score?.home ?? null,
          awayScore: score?.away ?? null,
          gradedAt: score ? new Date(m.startTime.getTime() + 3 * 3_600_000) : null,
          createdAt: new Date(Math.min(now, m.startTime.getTime()) - (6 + Math.floor(random() * 30)) * 3_600_000),
        };
      }),
    });
    const latestFirst = [...written].sort(
      (a, b) => b.m.startTime.getTime() - a.m.startTime.getTime() || b.m.matchId - a.m.matchId,
    );
    const record = recordOf(latestFirst.map((w) => w.grade));
    const followers = input.readers.filter(() => random() < 0.15 + skill / 3).filter((r) => r.id !== expert.id);
    await prisma.communityExpertFollow.createMany({
      data: followers.map((r) => ({ userId: r.id, expertId: expert.id })),
      skipDuplicates: true,
    });
    await prisma.communityExpert.update({
      where: { userId: expert.id },
      data: {
        gradedCount: record.graded,
        hitCount: record.hits,
        hitRate: record.hitRate,
        streak: record.streak,
        followerCount: followers.length,
      },
    });
  }
}

import { Injectable } from '@nestjs/common';
import {
  CommunityExpert,
  CommunityExpertAnalysis,
  CommunityExpertApplication,
  Db,
  Prisma,
  PrismaService,
} from '@arena/shared';
import { ExpertRecord, Grade } from './expert-record';

/** An analysis with its expert's name and avatar. */
export type AnalysisWithExpert = CommunityExpertAnalysis & { expert: Pick<CommunityExpert, 'name' | 'avatar'> };
const WITH_EXPERT = {
  expert: { select: { name: true, avatar: true } },
} satisfies Prisma.CommunityExpertAnalysisInclude;

export interface NewAnalysis {
  expertId: number;
  matchId: number;
  sport: string;
  kickoffAt: Date;
  subject: Prisma.InputJsonValue;
  title: string;
  pick: string;
  confidence: number;
  body: string;
}

/** `community.expert_applications`, `experts`, `expert_analyses` and `expert_follows`. */
@Injectable()
export class ExpertsRepository {
  constructor(private readonly prisma: PrismaService) {}

  // Applications

  /** Fails on the partial unique index when the user already has a pending application. */
  insertApplication(
    application: { userId: number; sport: string; experience: string },
    db: Db = this.prisma,
  ): Promise<CommunityExpertApplication> {
    return db.communityExpertApplication.create({ data: application });
  }

  findLatestApplication(userId: number, db: Db = this.prisma): Promise<CommunityExpertApplication | null> {
    return db.communityExpertApplication.findFirst({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }

  findApplication(id: number, db: Db = this.prisma): Promise<CommunityExpertApplication | null> {
    return db.communityExpertApplication.findUnique({ where: { id } });
  }

  listApplications(
    status: string | undefined,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<CommunityExpertApplication[]> {
    return db.communityExpertApplication.findMany({
      where: status ? { status } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
    });
  }

  countApplications(status: string | undefined, db: Db = this.prisma): Promise<number> {
    return db.communityExpertApplication.count({ where: status ? { status } : {} });
  }

  /** Reviews a pending application; answers false when it was not pending any more (reviewed meanwhile). */
  async review(
    id: number,
    review: { status: 'approved' | 'rejected'; reviewedBy: number; reason: string },
    db: Db = this.prisma,
  ): Promise<boolean> {
    const { count } = await db.communityExpertApplication.updateMany({
      where: { id, status: 'pending' },
      data: { ...review, reviewedAt: new Date() },
    });
    return count === 1;
  }

  // Experts

  /** Approving again (after a withdrawal, say) keeps the record and refreshes the card. */
  async upsertExpert(
    expert: { userId: number; name: string; avatar: string; sport: string; intro: string },
    db: Db = this.prisma,
  ): Promise<void> {
    const { userId, ...card } = expert;
    await db.communityExpert.upsert({ where: { userId }, create: expert, update: card });
  }

  findExpert(userId: number, db: Db = this.prisma): Promise<CommunityExpert | null> {
    return db.communityExpert.findUnique({ where: { userId } });
  }

  /** By hit rate, then by how many were graded (a 3-of-3 below a 30-of-40 would be odd the other way). */
  listExperts(sport: string | undefined, skip: number, take: number, db: Db = this.prisma): Promise<CommunityExpert[]> {
    return db.communityExpert.findMany({
      where: sport ? { sport } : {},
      orderBy: [{ hitRate: 'desc' }, { gradedCount: 'desc' }, { followerCount: 'desc' }, { userId: 'asc' }],
      skip,
      take,
    });
  }

  countExperts(sport: string | undefined, db: Db = this.prisma): Promise<number> {
    return db.communityExpert.count({ where: sport ? { sport } : {} });
  }

  async setRecord(userId: number, record: ExpertRecord, db: Db = this.prisma): Promise<void> {
    await db.communityExpert.update({
      where: { userId },
      data: { gradedCount: record.graded, hitCount: record.hits, hitRate: record.hitRate, streak: record.streak },
    });
  }

  async addToAnalysisCount(userId: number, delta: number, db: Db = this.prisma): Promise<void> {
    await db.communityExpert.update({ where: { userId }, data: { analysisCount: { increment: delta } } });
  }

  async addToFollowerCount(userId: number, delta: number, db: Db = this.prisma): Promise<number> {
    const row = await db.communityExpert.update({
      where: { userId },
      data: { followerCount: { increment: delta } },
      select: { followerCount: true },
    });
    return row.followerCount;
  }

  // Analyses

  /** Fails on the (expert, match) unique key when the expert already wrote about the match. */
  insertAnalysis(analysis: NewAnalysis, db: Db = this.prisma): Promise<AnalysisWithExpert> {
    return db.communityExpertAnalysis.create({ data: analysis, include: WITH_EXPERT });
  }

  findAnalysis(id: number, db: Db = this.prisma): Promise<AnalysisWithExpert | null> {
    return db.communityExpertAnalysis.findUnique({ where: { id }, include: WITH_EXPERT });
  }

  /** An expert's analyses: the coming matches first (earliest kick-off), then the graded ones, latest first. */
  listOfExpert(expertId: number, skip: number, take: number, db: Db = this.prisma): Promise<AnalysisWithExpert[]> {
    return db.communityExpertAnalysis.findMany({
      where: { expertId },
      include: WITH_EXPERT,
      orderBy: [{ kickoffAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
    });
  }

  countOfExpert(expertId: number, db: Db = this.prisma): Promise<number> {
    return db.communityExpertAnalysis.count({ where: { expertId } });
  }

  /** A match's analyses, from the experts with the best record. */
  listOfMatch(matchId: number, db: Db = this.prisma): Promise<AnalysisWithExpert[]> {
    return db.communityExpertAnalysis.findMany({
      where: { matchId },
      include: WITH_EXPERT,
      orderBy: [{ expert: { hitRate: 'desc' } }, { id: 'asc' }],
    });
  }

  /** How many analyses each of these matches has. */
  async countByMatch(matchIds: number[], db: Db = this.prisma): Promise<Map<number, number>> {
    const rows = await db.communityExpertAnalysis.groupBy({
      by: ['matchId'],
      where: { matchId: { in: matchIds } },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.matchId, r._count._all]));
  }

  /** Matches with ungraded analyses that kicked off before `before` (some may have ended unseen). */
  async listUngradedMatches(
    before: Date,
    take: number,
    expertId: number | undefined,
    db: Db = this.prisma,
  ): Promise<number[]> {
    const rows = await db.communityExpertAnalysis.findMany({
      where: { result: 'pending', kickoffAt: { lt: before }, ...(expertId ? { expertId } : {}) },
      distinct: ['matchId'],
      select: { matchId: true },
      orderBy: { matchId: 'asc' },
      take,
    });
    return rows.map((r) => r.matchId);
  }

  /**
   * Grades a match's pending analyses against its final score in one statement and answers whose
   * they were: graded rows are left alone, so a second grading of the match changes nothing.
   */
  async gradeMatch(matchId: number, homeScore: number, awayScore: number, db: Db = this.prisma): Promise<number[]> {
    const outcome = homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'draw';
    const rows = await db.$queryRaw<{ expert_id: number }[]>`
      UPDATE community.expert_analyses
         SET result = CASE WHEN pick = ${outcome} THEN 'hit' ELSE 'miss' END,
             home_score = ${homeScore}, away_score = ${awayScore}, graded_at = now()
       WHERE match_id = ${matchId} AND result = 'pending'
   RETURNING expert_id`;
    return [...new Set(rows.map((r) => r.expert_id))];
  }

  /** An expert's graded analyses, latest kick-off first (their record's order). */
  async listGrades(expertId: number, db: Db = this.prisma): Promise<Grade[]> {
    const rows = await db.communityExpertAnalysis.findMany({
      where: { expertId, result: { in: ['hit', 'miss'] } },
      orderBy: [{ kickoffAt: 'desc' }, { id: 'desc' }],
      select: { result: true },
    });
    return rows.map((r) => r.result as Grade);
  }

  /** An expert's latest grades, latest first (the form line on their cards). */
  async listRecentGrades(expertIds: number[], take: number, db: Db = this.prisma): Promise<Map<number, Grade[]>> {
    if (!expertIds.length) return new Map();
    const rows = await db.$queryRaw<{ expert_id: number; result: Grade }[]>`
      SELECT expert_id, result FROM (
        SELECT expert_id, result, row_number() OVER (PARTITION BY expert_id ORDER BY kickoff_at DESC, id DESC) AS n
          FROM community.expert_analyses
         WHERE expert_id = ANY(${expertIds}) AND result IN ('hit', 'miss')
      ) latest
      WHERE n <= ${take}
      ORDER BY expert_id, n`;
    const byExpert = new Map<number, Grade[]>();
    for (const r of rows) byExpert.set(r.expert_id, [...(byExpert.get(r.expert_id) ?? []), r.result]);
    return byExpert;
  }

  // Follows

  /** Answers whether the follow is new. */
  async addFollow(userId: number, expertId: number, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.communityExpertFollow.createMany({ data: [{ userId, expertId }], skipDuplicates: true });
    return count === 1;
  }

  /** Answers whether there was a follow to take back. */
  async removeFollow(userId: number, expertId: number, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.communityExpertFollow.deleteMany({ where: { userId, expertId } });
    return count === 1;
  }

  async followedAmong(userId: number, expertIds: number[], db: Db = this.prisma): Promise<Set<number>> {
    if (!expertIds.length) return new Set();
    const rows = await db.communityExpertFollow.findMany({
      where: { userId, expertId: { in: expertIds } },
      select: { expertId: true },
    });
    return new Set(rows.map((r) => r.expertId));
  }
}

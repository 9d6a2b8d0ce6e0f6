import { Injectable } from '@nestjs/common';
import { AppError, CommunityExpert, Lang, Page, Transactions } from '@arena/shared';
import { ExpertAnalysesService } from './expert-analyses.service';
import { ExpertGrading } from './expert-grading';
import { Grade } from './expert-record';
import { ExpertsRepository } from './experts.repository';
import { AnalysisView, ExpertView } from './experts.schemas';

/** The form line on an expert's card. */
const RECENT_GRADES = 10;

/** Experts as readers see them: the ranking, an expert's home, following. */
@Injectable()
export class ExpertsService {
  constructor(
    private readonly experts: ExpertsRepository,
    private readonly transactions: Transactions,
    private readonly grading: ExpertGrading,
    private readonly analyses: ExpertAnalysesService,
  ) {}

  /** By hit rate (then by how many were graded), optionally of one sport. */
  async ranking(
    sport: string | undefined,
    page: { page: number; limit: number },
    userId: number | undefined,
  ): Promise<Page<ExpertView>> {
    await this.grading.catchUp();
    const [rows, total] = await Promise.all([
      this.experts.listExperts(sport, (page.page - 1) * page.limit, page.limit),
      this.experts.countExperts(sport),
    ]);
    return { list: await this.views(rows, userId), total, page: page.page, limit: page.limit };
  }

  async home(
    expertId: number,
    page: { page: number; limit: number },
    userId: number | undefined,
    lang: Lang,
  ): Promise<{ expert: ExpertView; analyses: Page<AnalysisView> }> {
    if (!(await this.experts.findExpert(expertId))) throw AppError.fail('community.expert_not_found');
    await this.grading.catchUp(expertId);
    const expert = (await this.experts.findExpert(expertId))!;
    const [[view], analyses] = await Promise.all([
      this.views([expert], userId),
      this.analyses.ofExpert(expertId, page, lang),
    ]);
    return { expert: view, analyses };
  }

  /** Follows or unfollows; following twice counts once. */
  async follow(userId: number, expertId: number, follow: boolean) {
    if (userId === expertId) throw AppError.fail('community.expert_follow_self');
    return this.transactions.run(async (tx) => {
      if (!(await this.experts.findExpert(expertId, tx))) throw AppError.fail('community.expert_not_found');
      const changed = follow
        ? await this.experts.addFollow(userId, expertId, tx)
        : await this.experts.removeFollow(userId, expertId, tx);
      const count = await this.experts.addToFollowerCount(expertId, changed ? (follow ? 1 : -1) : 0, tx);
      return { is_follow: follow ? (1 as const) : (0 as const), follower_count: count };
    });
  }

  private async views(rows: CommunityExpert[], userId: number | undefined): Promise<ExpertView[]> {
    const ids = rows.map((r) => r.userId);
    const [recent, followed] = await Promise.all([
      this.experts.listRecentGrades(ids, RECENT_GRADES),
      userId ? this.experts.followedAmong(userId, ids) : Promise.resolve(new Set<number>()),
    ]);
    return rows.map((r) => expertView(r, recent.get(r.userId) ?? [], followed.has(r.userId)));
  }
}

function expertView(row: CommunityExpert, recent: Grade[], followed: boolean): ExpertView {
  return {
    uid: row.userId,
    name: row.name,
    avatar: row.avatar,
    label: 'expert',
    sport: row.sport as ExpertView['sport'],
    intro: row.intro,
    record: {
      analyses: row.analysisCount,
      graded: row.gradedCount,
      hits: row.hitCount,
      hit_rate: Math.round(row.hitRate / 10) / 10,
      streak: row.streak,
      recent,
    },
    follower_count: row.followerCount,
    is_follow: followed ? 1 : 0,
  };
}

import { Injectable } from '@nestjs/common';
import { MatchFacts, scoresContracts } from '@arena/contracts';
import { AppError, isUniqueViolation, Lang, Page, ServiceClient, Transactions } from '@arena/shared';
import { TextMask } from '../moderation/text-mask';
import { ExpertGrading } from './expert-grading';
import { AnalysisWithExpert, ExpertsRepository } from './experts.repository';
import { AnalysisView } from './experts.schemas';

type Names = { zh: string; en: string; vi: string };
/** The match's names an analysis keeps, in every language. */
export interface AnalysisSubject {
  competition: Names;
  home: Names;
  away: Names;
}

/** Experts' analyses of matches: written before kick-off, graded when the match ends. */
@Injectable()
export class ExpertAnalysesService {
  constructor(
    private readonly experts: ExpertsRepository,
    private readonly transactions: Transactions,
    private readonly services: ServiceClient,
    private readonly textMask: TextMask,
    private readonly grading: ExpertGrading,
  ) {}

  async publish(
    userId: number,
    input: { match_id: number; title: string; pick: 'home' | 'draw' | 'away'; confidence: number; content: string },
    lang: Lang,
    now = new Date(),
  ): Promise<AnalysisView> {
    const expert = await this.experts.findExpert(userId);
    if (!expert) throw AppError.fail('community.expert_only');
    const match = await this.match(input.match_id);
    if (match.status !== 'upcoming' || Date.parse(match.start_time) <= now.getTime())
      throw AppError.fail('community.analysis_after_kickoff');
    if (match.sport !== expert.sport)
      throw AppError.fail('community.analysis_sport_mismatch', { sport: sportName(expert.sport, lang) });
    if (match.sport === 'basketball' && input.pick === 'draw') throw AppError.fail('community.analysis_no_draw');
    const [title, body] = await Promise.all([this.textMask.mask(input.title), this.textMask.mask(input.content)]);
    const subject: AnalysisSubject = { competition: match.competition, home: match.home, away: match.away };
    try {
      const row = await this.transactions.run(async (tx) => {
        const created = await this.experts.insertAnalysis(
          {
            expertId: userId,
            matchId: match.match_id,
            sport: match.sport,
            kickoffAt: new Date(match.start_time),
            subject: { ...subject },
            title,
            pick: input.pick,
            confidence: input.confidence,
            body,
          },
          tx,
        );
        await this.experts.addToAnalysisCount(userId, 1, tx);
        return created;
      });
      return analysisView(row, lang);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fail('community.analysis_exists');
      throw error;
    }
  }

  async info(id: number, lang: Lang): Promise<AnalysisView> {
    let row = await this.experts.findAnalysis(id);
    if (!row) throw AppError.fail('community.analysis_not_found');
    if (row.result === 'pending' && row.kickoffAt.getTime() < Date.now()) {
      await this.grading.catchUp(row.expertId);
      row = (await this.experts.findAnalysis(id)) ?? row;
    }
    return analysisView(row, lang);
  }

  /** A match's analyses (/foresight), from the experts with the best record. */
  async ofMatch(matchId: number, lang: Lang): Promise<AnalysisView[]> {
    const rows = await this.experts.listOfMatch(matchId);
    if (rows.some((r) => r.result === 'pending' && r.kickoffAt.getTime() < Date.now())) {
      await this.grading.catchUp();
      return (await this.experts.listOfMatch(matchId)).map((r) => analysisView(r, lang));
    }
    return rows.map((r) => analysisView(r, lang));
  }

  /** How many analyses each match has (the /foresight list's badges). */
  async countOfMatches(matchIds: number[]): Promise<{ match_id: number; count: number }[]> {
    const counts = await this.experts.countByMatch(matchIds);
    return [...new Set(matchIds)].map((id) => ({ match_id: id, count: counts.get(id) ?? 0 }));
  }

  async ofExpert(expertId: number, page: { page: number; limit: number }, lang: Lang): Promise<Page<AnalysisView>> {
    const [rows, total] = await Promise.all([
      this.experts.listOfExpert(expertId, (page.page - 1) * page.limit, page.limit),
      this.experts.countOfExpert(expertId),
    ]);
    return { list: rows.map((r) => analysisView(r, lang)), total, page: page.page, limit: page.limit };
  }

  private async match(matchId: number): Promise<MatchFacts> {
    const { list } = await this.services.call(scoresContracts.matchFacts, { match_ids: [matchId] });
    if (!list[0]) throw AppError.fail('community.analysis_match_not_found');
    return list[0];
  }
}

const SPORT_NAMES: Record<string, Names> = {
  football: { zh: '足球', en: 'football', vi: 'bóng đá' },
  basketball: { zh: '篮球', en: 'basketball', vi: 'bóng rổ' },
};
const sportName = (sport: string, lang: Lang) => SPORT_NAMES[sport]?.[lang] ?? sport;

export function analysisView(row: AnalysisWithExpert, lang: Lang): AnalysisView {
  const subject = row.subject as unknown as AnalysisSubject;
  return {
    id: row.id,
    expert: { uid: row.expertId, name: row.expert.name, avatar: row.expert.avatar, label: 'expert' },
    match: {
      match_id: row.matchId,
      sport: row.sport as AnalysisView['match']['sport'],
      competition_name: subject.competition?.[lang] ?? '',
      home_team_name: subject.home?.[lang] ?? '',
      away_team_name: subject.away?.[lang] ?? '',
      start_time: row.kickoffAt.toISOString(),
      home_score: row.homeScore,
      away_score: row.awayScore,
    },
    title: row.title,
    pick: row.pick as AnalysisView['pick'],
    confidence: row.confidence,
    content: row.body,
    result: row.result as AnalysisView['result'],
    create_time: row.createdAt.toISOString(),
  };
}

import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, isUniqueViolation, Lang, Page, ServiceClient, Transactions } from '@arena/shared';
import { Authors } from '../authors/authors';
import { countWords, MAX_EXPERIENCE_WORDS } from './experience-words';
import { ExpertsRepository } from './experts.repository';
import { ApplicationView } from './experts.schemas';
import type { CommunityExpertApplication } from '@arena/shared';

/** Applying to be an expert, and the administrators' review that gives the expert label. */
@Injectable()
export class ExpertApplicationsService {
  constructor(
    private readonly experts: ExpertsRepository,
    private readonly transactions: Transactions,
    private readonly authors: Authors,
    private readonly services: ServiceClient,
  ) {}

  async apply(userId: number, input: { sport: string; work_experience: string }): Promise<ApplicationView> {
    const count = countWords(input.work_experience);
    if (count > MAX_EXPERIENCE_WORDS) throw AppError.fail('community.expert_experience_too_long', { count });
    if (await this.experts.findExpert(userId)) throw AppError.fail('community.expert_already');
    try {
      const row = await this.experts.insertApplication({
        userId,
        sport: input.sport,
        experience: input.work_experience,
      });
      return view(row);
    } catch (error) {
      // The partial unique index: one pending application per user, also under concurrent requests.
      if (isUniqueViolation(error)) throw AppError.fail('community.expert_application_pending');
      throw error;
    }
  }

  async mine(userId: number): Promise<{ is_expert: boolean; application: ApplicationView | null }> {
    const [expert, latest] = await Promise.all([
      this.experts.findExpert(userId),
      this.experts.findLatestApplication(userId),
    ]);
    return { is_expert: expert !== null, application: latest ? view(latest) : null };
  }

  async list(status: string | undefined, page: { page: number; limit: number }): Promise<Page<ApplicationView>> {
    const [rows, total] = await Promise.all([
      this.experts.listApplications(status, (page.page - 1) * page.limit, page.limit),
      this.experts.countApplications(status),
    ]);
    return { list: rows.map(view), total, page: page.page, limit: page.limit };
  }

  /** Approving gives the applicant the expert label, their card copied as it is now. */
  async approve(id: number, adminId: number, lang: Lang): Promise<ApplicationView> {
    const application = await this.pending(id);
    const author = await this.authors.of(application.userId, lang);
    await this.transactions.run(async (tx) => {
      if (!(await this.experts.review(id, { status: 'approved', reviewedBy: adminId, reason: '' }, tx)))
        throw AppError.fail('community.expert_application_reviewed');
      await this.experts.upsertExpert(
        {
          userId: application.userId,
          name: author.name,
          avatar: author.avatar,
          sport: application.sport,
          intro: application.experience,
        },
        tx,
      );
      // The account's card shows the label: inside the transaction, so a failed call leaves the application pending.
      await this.services.call(accountContracts.setExpertLabel, { id: application.userId, is_expert: true }, { lang });
    });
    return view((await this.experts.findApplication(id))!);
  }

  async reject(id: number, adminId: number, reason: string): Promise<ApplicationView> {
    await this.pending(id);
    if (!(await this.experts.review(id, { status: 'rejected', reviewedBy: adminId, reason })))
      throw AppError.fail('community.expert_application_reviewed');
    return view((await this.experts.findApplication(id))!);
  }

  private async pending(id: number): Promise<CommunityExpertApplication> {
    const application = await this.experts.findApplication(id);
    if (!application) throw AppError.fail('community.expert_application_not_found');
    if (application.status !== 'pending') throw AppError.fail('community.expert_application_reviewed');
    return application;
  }
}

function view(row: CommunityExpertApplication): ApplicationView {
  return {
    id: row.id,
    uid: row.userId,
    sport: row.sport as ApplicationView['sport'],
    work_experience: row.experience,
    status: row.status as ApplicationView['status'],
    reason: row.reason,
    create_time: row.createdAt.toISOString(),
    review_time: row.reviewedAt?.toISOString() ?? null,
  };
}

import { Controller, Get, Post } from '@nestjs/common';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  OptionalUser,
  pageOf,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { ExpertAnalysesService } from './expert-analyses.service';
import { ExpertApplicationsService } from './expert-applications.service';
import {
  AnalysisOutput,
  ApplicationOutput,
  ApplyInput,
  ExpertHomeInput,
  ExpertIdInput,
  ExpertListInput,
  ExpertOutput,
  FollowOutput,
  IdInput,
  MatchesInput,
  MatchInput,
  MyApplicationOutput,
  PublishInput,
} from './experts.schemas';
import { ExpertsService } from './experts.service';

const FollowInput = ExpertIdInput.extend({
  follow: z
    .preprocess((v) => (v === undefined || v === '' ? 1 : v), fields.bool())
    .describe('1 (default) follows, 0 unfollows'),
});

/** Experts (/specialist pages) and their analyses (/specialist-detail, /foresight). */
@Controller('community/experts')
export class ExpertsController {
  constructor(
    private readonly experts: ExpertsService,
    private readonly applications: ExpertApplicationsService,
    private readonly analyses: ExpertAnalysesService,
  ) {}

  @Endpoint({
    summary: 'Experts ranked by hit rate (then by how many were graded), optionally of one sport',
    input: ExpertListInput,
    output: pageOf(ExpertOutput),
  })
  @Get()
  list(@Input() input: z.output<typeof ExpertListInput>, @OptionalUser() user?: AuthUser) {
    return this.experts.ranking(input.sport, input, user?.id);
  }

  @Endpoint({
    summary: "An expert's home: profile, record and analyses (the coming matches' first), paged",
    input: ExpertHomeInput,
    output: z.object({ expert: ExpertOutput, analyses: pageOf(AnalysisOutput) }),
  })
  @Get('home')
  home(@Input() input: z.output<typeof ExpertHomeInput>, @Ctx() ctx: RequestContext, @OptionalUser() user?: AuthUser) {
    return this.experts.home(input.id, input, user?.id, ctx.lang);
  }

  @Endpoint({
    summary: 'Apply to be an expert: the sport and the work experience (within 200 words); one pending at a time',
    auth: 'user',
    input: ApplyInput,
    output: ApplicationOutput,
  })
  @Post('apply')
  async apply(@Input() input: z.output<typeof ApplyInput>, @CurrentUser() user: AuthUser) {
    return withMessage('community.expert_applied', await this.applications.apply(user.id, input));
  }

  @Endpoint({
    summary: "The caller's expert label and latest application with its review",
    auth: 'user',
    output: MyApplicationOutput,
  })
  @Get('application')
  application(@CurrentUser() user: AuthUser) {
    return this.applications.mine(user.id);
  }

  @Endpoint({
    summary: 'Follow an expert, or unfollow (follow 0)',
    auth: 'user',
    input: FollowInput,
    output: FollowOutput,
  })
  @Post('follow')
  follow(@Input() input: z.output<typeof FollowInput>, @CurrentUser() user: AuthUser) {
    return this.experts.follow(user.id, input.expert_id, input.follow);
  }

  @Endpoint({
    summary:
      'Publish an analysis of a coming match (experts only, before kick-off; one per match): pick, confidence 1-5, reasoning',
    auth: 'user',
    input: PublishInput,
    output: AnalysisOutput,
  })
  @Post('analyses')
  async publish(
    @Input() input: z.output<typeof PublishInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage('community.analysis_published', await this.analyses.publish(user.id, input, ctx.lang));
  }

  @Endpoint({ summary: 'One analysis with its match', input: IdInput, output: AnalysisOutput })
  @Get('analysis')
  analysis(@Input() input: z.output<typeof IdInput>, @Ctx() ctx: RequestContext) {
    return this.analyses.info(input.id, ctx.lang);
  }

  @Endpoint({
    summary: "A match's analyses, from the experts with the best record (/foresight)",
    input: MatchInput,
    output: z.object({ list: z.array(AnalysisOutput) }),
  })
  @Get('match-analyses')
  async ofMatch(@Input() input: z.output<typeof MatchInput>, @Ctx() ctx: RequestContext) {
    return { list: await this.analyses.ofMatch(input.match_id, ctx.lang) };
  }

  @Endpoint({
    summary: 'How many analyses each of these matches has',
    input: MatchesInput,
    output: z.object({ list: z.array(z.object({ match_id: z.number().int(), count: z.number().int() })) }),
  })
  @Get('analysis-counts')
  async counts(@Input() input: z.output<typeof MatchesInput>) {
    return { list: await this.analyses.countOfMatches(input.match_ids) };
  }
}

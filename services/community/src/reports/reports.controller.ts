import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, pageOf, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ActInput, ActOutput, QueueInput, QueueItem, ReportInput } from './reports.schemas';
import { ReportsService } from './reports.service';

/** A user's report (`/api/community/reports`). */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Endpoint({
    summary:
      'Report a post, a comment or a user: spam, abuse, illegal or other, with optional words (at /api/community/reports)',
    auth: 'user',
    input: ReportInput,
    output: z.object({ id: z.number().int() }),
  })
  @Post('community/reports')
  async report(
    @Input() input: z.output<typeof ReportInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage('community.reported', await this.reports.report(user.id, input, ctx.lang));
  }
}

/** The administrators' queue of reports (`/api/admin/reports`). */
@Controller('admin/reports')
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Endpoint({
    summary: 'Targets with open reports, grouped with their counts, the most recently reported first (administrators)',
    auth: 'admin',
    input: QueueInput,
    output: pageOf(QueueItem),
  })
  @Get()
  queue(@Input() input: z.output<typeof QueueInput>) {
    return this.reports.queue(input.target_kind, input);
  }

  @Endpoint({
    summary:
      "Act on a target's open reports with a reason: dismiss, hide or delete (posts, comments), dismiss or ban (users); closes them all (administrators)",
    auth: 'admin',
    input: ActInput,
    output: ActOutput,
  })
  @Post('act')
  async act(@Input() input: z.output<typeof ActInput>, @CurrentUser() admin: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('community.report_acted', await this.reports.act(admin.id, input, ctx.lang));
  }
}

import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, pageOf, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ExpertApplicationsService } from './expert-applications.service';
import { ApplicationFilterInput, ApplicationOutput, IdInput, ReviewInput } from './experts.schemas';

/** The administrators' review of expert applications (at /api/admin/experts). */
@Controller('admin/experts')
export class ExpertApplicationsAdminController {
  constructor(private readonly applications: ExpertApplicationsService) {}

  @Endpoint({
    summary: 'Expert applications, newest first, optionally by status (administrators)',
    auth: 'admin',
    input: ApplicationFilterInput,
    output: pageOf(ApplicationOutput),
  })
  @Get('applications')
  list(@Input() input: z.output<typeof ApplicationFilterInput>) {
    return this.applications.list(input.status, input);
  }

  @Endpoint({
    summary: 'Approve a pending application: the applicant gets the expert label (administrators)',
    auth: 'admin',
    input: IdInput,
    output: ApplicationOutput,
  })
  @Post('applications/approve')
  async approve(@Input() input: z.output<typeof IdInput>, @CurrentUser() admin: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('community.expert_approved', await this.applications.approve(input.id, admin.id, ctx.lang));
  }

  @Endpoint({
    summary: 'Reject a pending application, with a reason the applicant sees (administrators)',
    auth: 'admin',
    input: ReviewInput,
    output: ApplicationOutput,
  })
  @Post('applications/reject')
  async reject(@Input() input: z.output<typeof ReviewInput>, @CurrentUser() admin: AuthUser) {
    return withMessage(
      'community.expert_rejected',
      await this.applications.reject(input.id, admin.id, input.reason ?? ''),
    );
  }
}

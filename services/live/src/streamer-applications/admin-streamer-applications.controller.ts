import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, pageOf, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ApplicationOutput, DecideInput, ListInput, RejectInput } from './streamer-applications.schemas';
import { StreamerApplicationsService } from './streamer-applications.service';

/** Administrators decide streamer applications: `/api/admin/anchor-applications...` through the edge. */
@Controller('admin/streamer-applications')
export class AdminStreamerApplicationsController {
  constructor(private readonly applications: StreamerApplicationsService) {}

  @Endpoint({
    summary: 'Streamer applications, newest first, by status',
    auth: 'admin',
    input: ListInput,
    output: pageOf(ApplicationOutput),
  })
  @Get()
  list(@Input() input: z.output<typeof ListInput>) {
    return this.applications.list(input.status, input.page, input.limit);
  }

  @Endpoint({
    summary: 'Approve: the user becomes a streamer (is_anchor) and gets a room',
    auth: 'admin',
    input: DecideInput,
    output: ApplicationOutput,
  })
  @Post(':id/approve')
  async approve(
    @Input() input: z.output<typeof DecideInput>,
    @CurrentUser() admin: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage('live.application_approved', await this.applications.approve(admin, input.id, ctx.lang));
  }

  @Endpoint({
    summary: 'Reject with a reason the applicant reads',
    auth: 'admin',
    input: RejectInput,
    output: ApplicationOutput,
  })
  @Post(':id/reject')
  async reject(@Input() input: z.output<typeof RejectInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('live.application_rejected', await this.applications.reject(admin, input.id, input.reason));
  }
}

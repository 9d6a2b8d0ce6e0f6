import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ApplicationOutput, ApplyInput, MineOutput } from './streamer-applications.schemas';
import { StreamerApplicationsService } from './streamer-applications.service';

/** Member tab 7: apply to become a streamer, and see how the application stands (`/api/anchor-applications`). */
@Controller('streamer-applications')
export class StreamerApplicationsController {
  constructor(private readonly applications: StreamerApplicationsService) {}

  @Endpoint({
    summary:
      'Apply to become a streamer: real name, ID number, contact (QQ/WeChat/phone), optional inviter, experience of at least 15 characters',
    auth: 'user',
    input: ApplyInput,
    output: ApplicationOutput,
    missingKey: 'common.complete_info',
  })
  @Post()
  async apply(@Input() input: z.output<typeof ApplyInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.application_sent', await this.applications.apply(user, input));
  }

  @Endpoint({ summary: "The caller's latest streamer application, null when none", auth: 'user', output: MineOutput })
  @Get('mine')
  mine(@CurrentUser() user: AuthUser) {
    return this.applications.mine(user);
  }
}

import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, PageInput, pageOf, withMessage } from '@arena/shared';
import { z } from 'zod';
import { FollowedOutput, ToggleOutput } from './follows.schemas';
import { FollowsService } from './follows.service';

const ToggleInput = z.object({ anchor_id: fields.id() });

@Controller('follows')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Endpoint({
    summary: 'Follow or unfollow a streamer (Member/attention)',
    auth: 'user',
    input: ToggleInput,
    output: ToggleOutput,
  })
  @Post('toggle')
  async toggle(@Input() input: z.output<typeof ToggleInput>, @CurrentUser() auth: AuthUser) {
    const { following, fans } = await this.follows.toggle(auth.id, input.anchor_id);
    return following
      ? withMessage('account.followed', { is_attention: 1, fans })
      : withMessage('account.unfollowed', { is_attention: 0, fans });
  }

  @Endpoint({
    summary: 'Streamers the user follows (User/attentionList)',
    auth: 'user',
    input: PageInput,
    output: pageOf(FollowedOutput),
  })
  @Get()
  list(@Input() input: PageInput, @CurrentUser() auth: AuthUser) {
    return this.follows.followedBy(auth.id, input);
  }
}

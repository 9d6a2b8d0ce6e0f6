import { Controller, Get, Post } from '@nestjs/common';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  Input,
  OptionalUser,
  pageOf,
  PageInput,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import {
  StreamerInput,
  BadgeNameInput,
  BadgeOutput,
  FanGroupOutput,
  FanOutput,
  GroupsInput,
  MembersInput,
  MembershipInput,
  MembershipOutput,
  WearInput,
} from './fan-groups.schemas';
import { FanGroupsService } from './fan-groups.service';

type StreamerInput = z.output<typeof StreamerInput>;

@Controller('fan-groups')
export class FanGroupsController {
  constructor(private readonly fans: FanGroupsService) {}

  @Endpoint({
    summary:
      "A streamer's fan group: badge name, members, whether the caller joined and wears it (Live_streaming/getFansGroupInfo)",
    input: StreamerInput,
    output: FanGroupOutput,
  })
  @Post('info')
  info(@Input() input: StreamerInput, @OptionalUser() user: AuthUser | undefined) {
    return this.fans.info(input.anchor_id, user);
  }

  @Endpoint({
    summary: "Join a streamer's fan group and show its badge (live/addshowGroup)",
    auth: 'user',
    input: StreamerInput,
    output: FanGroupOutput,
  })
  @Post('join')
  async join(@Input() input: StreamerInput, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('live.fan_joined', await this.fans.join(user, input.anchor_id, ctx.lang));
  }

  @Endpoint({
    summary: 'The badges the caller holds, the worn one first (Live_streaming/badgeList)',
    auth: 'user',
    output: z.array(BadgeOutput),
  })
  @Post('badges')
  badges(@CurrentUser() user: AuthUser) {
    return this.fans.badges(user);
  }

  @Endpoint({
    summary: "Wear a group's badge (taking off any other), or take it off with wear=0 (Live_streaming/badgeEdit)",
    auth: 'user',
    input: WearInput,
    output: z.array(BadgeOutput),
  })
  @Post('badges/wear')
  wear(@Input() input: z.output<typeof WearInput>, @CurrentUser() user: AuthUser) {
    return this.fans.wear(user, input.anchor_id, input.wear);
  }

  @Endpoint({
    summary: "Name the streamer's own fan badge, at most 6 characters (member/setBadgeName)",
    auth: 'streamer',
    input: BadgeNameInput,
    output: FanGroupOutput,
  })
  @Post('name')
  async rename(@Input() input: z.output<typeof BadgeNameInput>, @CurrentUser() user: AuthUser) {
    return withMessage('live.badge_named', await this.fans.rename(user, input.badge_name));
  }

  @Endpoint({
    summary: "A fan group's members, newest first: the caller's own group without anchor_id (live/groupList)",
    auth: 'room-staff',
    input: MembersInput,
    output: pageOf(FanOutput),
  })
  @Post('members')
  members(@Input() input: z.output<typeof MembersInput>, @CurrentUser() user: AuthUser) {
    return this.fans.members(user, input.anchor_id, input);
  }

  @Endpoint({
    summary: 'Fan groups, the biggest first (live/getLiveGroupList)',
    input: GroupsInput,
    output: pageOf(FanGroupOutput),
  })
  @Post()
  groups(@Input() input: PageInput, @OptionalUser() user: AuthUser | undefined) {
    return this.fans.groups(user, input);
  }

  @Endpoint({
    summary:
      "Whether a user is in a streamer's fan group and wears its badge (internal: the chat's fan-badge-only mode)",
    auth: 'internal',
    input: MembershipInput,
    output: MembershipOutput,
  })
  @Get('membership')
  membership(@Input() input: z.output<typeof MembershipInput>) {
    return this.fans.membership(input.anchor_id, input.user_id);
  }
}

import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, PageInput, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import {
  AddMembersInput,
  AddressBookOutput,
  CreateGroupInput,
  GroupInput,
  GroupOutput,
  GroupPageOutput,
  PeoplePageOutput,
  RelationOutput,
  RelationsInput,
  SearchInput,
} from './groups.schemas';
import { GroupsService } from './groups.service';

/** The catalogue's `group/*`: people to follow, the address book and group chats. */
@Controller('groups')
export class GroupsController {
  constructor(private readonly groups: GroupsService) {}

  @Endpoint({
    summary: 'Recommended people to follow: streamers the caller does not follow yet (group/getRecommendUserList)',
    auth: 'user',
    input: PageInput,
    output: PeoplePageOutput,
  })
  @Post('recommended-users')
  recommendedUsers(@Input() input: PageInput, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.groups.recommendedUsers(user.id, input.page, input.limit, ctx.lang);
  }

  @Endpoint({
    summary: 'Recommended public group chats the caller is not in (group/getRecommendGroupList)',
    auth: 'user',
    input: PageInput,
    output: GroupPageOutput,
  })
  @Post('recommended')
  recommendedGroups(@Input() input: PageInput, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.groups.recommendedGroups(user.id, input.page, input.limit, ctx.lang);
  }

  @Endpoint({
    summary: 'Whom the caller follows, who follows them, and their group chats (group/addressBook)',
    auth: 'user',
    input: z.object({}),
    output: AddressBookOutput,
  })
  @Post('address-book')
  addressBook(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.groups.addressBook(user.id, ctx.lang);
  }

  @Endpoint({
    summary: 'Create a group chat with its first members (group/addgroup)',
    auth: 'user',
    input: CreateGroupInput,
    output: GroupOutput,
  })
  @Post()
  async create(
    @Input() input: z.output<typeof CreateGroupInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    const group = await this.groups.create(user.id, input.name, input.uids, input.is_public ?? false, ctx.lang);
    return withMessage('community.group_created', group);
  }

  @Endpoint({
    summary: 'Add members to a group chat, or join a public one with your own id (group/addGroupUser)',
    auth: 'user',
    input: AddMembersInput,
    output: GroupOutput,
  })
  @Post('members')
  async addMembers(
    @Input() input: z.output<typeof AddMembersInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    const group = await this.groups.addMembers(user.id, input.group_id, input.uids, ctx.lang);
    return withMessage('community.group_members_added', group);
  }

  @Endpoint({
    summary: 'Leave a group chat; its owner destroys it for everyone (group/destroyGroupNew)',
    auth: 'user',
    input: GroupInput,
    output: z.object({ group_id: z.string(), destroyed: z.boolean() }),
  })
  @Post('leave')
  async leave(@Input() input: z.output<typeof GroupInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    const result = await this.groups.leave(user.id, input.group_id, ctx.lang);
    return withMessage(result.destroyed ? 'community.group_destroyed' : 'community.group_left', result);
  }

  @Endpoint({
    summary: 'How the caller relates to each user: following, follower, mutual or none (group/crossCorrelation)',
    auth: 'user',
    input: RelationsInput,
    output: z.array(RelationOutput),
  })
  @Post('relations')
  relations(
    @Input() input: z.output<typeof RelationsInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return this.groups.relations(user.id, input.uids, ctx.lang);
  }

  @Endpoint({
    summary: 'Search users by nickname prefix or id (group/getSearchUserList)',
    auth: 'user',
    input: SearchInput,
    output: PeoplePageOutput,
  })
  @Post('search-users')
  search(@Input() input: z.output<typeof SearchInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.groups.searchUsers(user.id, input.keyword, input.page, input.limit, ctx.lang);
  }
}

import { Controller, Get, Post } from '@nestjs/common';
import { AppError, AuthUser, Ctx, Endpoint, fields, Input, OptionalUser, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { FollowsService } from '../follows/follows.service';
import { RoomCard } from './room-card';
import { RoomListsService } from './room-lists.service';

/** The /anchor page: `type` 0..6 (spec 2), `id` a custom category of that type; `match_id` the rooms that broadcast a match. */
const ListInput = z.object({
  type: fields.int(0, 6).default(0),
  id: fields.id().optional(),
  match_id: fields
    .id()
    .optional()
    .describe("only rooms with a broadcast of this match scheduled (a match page's related rooms)"),
  page: fields.page(),
  limit: fields.limit(60, 20),
});
/** `attention` 1: only streamers the caller follows (the /attention page), live or not. */
const LiveListInput = ListInput.extend({ attention: fields.bool().default(false) });

@Controller('rooms')
export class RoomListsController {
  constructor(
    private readonly lists: RoomListsService,
    private readonly follows: FollowsService,
  ) {}

  @Endpoint({
    summary:
      'Rooms of an /anchor type (0 recommended, 1..6 a sport; id: a custom category; match_id: broadcasting a match), live and hottest first (Live/getRoomList)',
    input: ListInput,
    output: pageOf(RoomCard),
  })
  @Get()
  list(@Input() input: z.output<typeof ListInput>, @Ctx() ctx: RequestContext) {
    return this.lists.page(
      { type: input.type, categoryId: input.id, matchId: input.match_id },
      input.page,
      input.limit,
      ctx.lang,
    );
  }

  @Endpoint({
    summary:
      'Rooms on the air now, of a type (0: all); attention=1: the rooms of streamers the caller follows, live first (Live_streaming/getLiveList)',
    input: LiveListInput,
    output: pageOf(RoomCard),
  })
  @Post('live')
  async live(
    @Input() input: z.output<typeof LiveListInput>,
    @OptionalUser() viewer: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    if (!input.attention)
      return this.lists.page(
        { type: input.type, categoryId: input.id, liveOnly: true },
        input.page,
        input.limit,
        ctx.lang,
      );
    if (!viewer) throw AppError.fail('auth.login_required');
    const streamerIds = await this.follows.followedStreamerIds(viewer.id);
    return this.lists.page({ type: input.type, categoryId: input.id, streamerIds }, input.page, input.limit, ctx.lang);
  }
}

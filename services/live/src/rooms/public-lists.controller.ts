import { Controller, Get, Header, Post } from '@nestjs/common';
import { Ctx, Endpoint, fields, Input, RequestContext, translate } from '@arena/shared';
import { z } from 'zod';
import { RoomCard } from './room-card';
import { RoomListCache } from './room-list-cache';
import { RoomListsService } from './room-lists.service';
import { RECOMMENDED, ROOM_TYPES } from './room-types';

const HotInput = z.object({ limit: fields.limit(30, 10) });
const TypedHotInput = z.object({
  type: fields.int(0, 6).default(0),
  room_id: fields.id().optional(),
  limit: fields.limit(30, 8),
});
const BucketInput = z.object({ limit: fields.limit(20, 8) });
const RankInput = z.object({ type: fields.int(0, 6).default(0), limit: fields.limit(100, 50) });

/**
 * The same for every caller: the edge may repeat an answer for a second (ResponseCache), so a
 * crowd on the home page costs the service one read a second per list, and a change shows within it;
 * while one request asks for it again, the others get the old list (up to two seconds more).
 */
const PUBLIC_LIST = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';

const Bucket = z.object({ type: z.number().int(), type_name: z.string(), list: z.array(RoomCard) });
const RankedRoom = RoomCard.extend({ rank: z.number().int() });

/**
 * Lists that are the same for every caller (the home page, the live page's side lists, the rank
 * page), served from RoomListCache: a room change retires them at once; the edge repeats them for a
 * second (PUBLIC_LIST).
 */
@Controller('rooms')
export class PublicListsController {
  constructor(
    private readonly lists: RoomListsService,
    private readonly cache: RoomListCache,
  ) {}

  @Endpoint({
    summary: 'The hottest live rooms of every sport (Live_streaming/getHotList)',
    input: HotInput,
    output: z.array(RoomCard),
  })
  @Post('hot')
  @Header('Cache-Control', PUBLIC_LIST)
  hot(@Input() input: z.output<typeof HotInput>, @Ctx() ctx: RequestContext) {
    return this.cache.get(`hot:${input.limit}:${ctx.lang}`, () =>
      this.lists.hottest({ type: RECOMMENDED, liveOnly: true }, input.limit, ctx.lang),
    );
  }

  @Endpoint({
    summary:
      'Hot live rooms of one sport (0: any), without the room being watched (room_id), for the live page (Live_streaming/getLiveHotList)',
    input: TypedHotInput,
    output: z.array(RoomCard),
  })
  @Post('hot/by-type')
  @Header('Cache-Control', PUBLIC_LIST)
  async hotByType(@Input() input: z.output<typeof TypedHotInput>, @Ctx() ctx: RequestContext) {
    const rooms = await this.cache.get(`hot-type:${input.type}:${input.limit}:${ctx.lang}`, () =>
      this.lists.hottest({ type: input.type, liveOnly: true }, input.limit + 1, ctx.lang),
    );
    return rooms.filter((room) => room.id !== input.room_id).slice(0, input.limit);
  }

  @Endpoint({
    summary: "The home page's rooms: editors' picks, then the hottest live rooms (Live_streaming/getIndexLiveList)",
    input: HotInput,
    output: z.array(RoomCard),
  })
  @Post('index')
  @Header('Cache-Control', PUBLIC_LIST)
  async index(@Input() input: z.output<typeof HotInput>, @Ctx() ctx: RequestContext) {
    return this.cache.get(`index:${input.limit}:${ctx.lang}`, () =>
      this.lists.hottest({ type: RECOMMENDED, liveOnly: true }, input.limit, ctx.lang, true),
    );
  }

  @Endpoint({
    summary:
      "One row of rooms per sport, live and hottest first, for the home page's category rows (Live/getBucketRoomList)",
    input: BucketInput,
    output: z.array(Bucket),
  })
  @Get('buckets')
  @Header('Cache-Control', PUBLIC_LIST)
  buckets(@Input() input: z.output<typeof BucketInput>, @Ctx() ctx: RequestContext) {
    return this.cache.get(`buckets:${input.limit}:${ctx.lang}`, () =>
      Promise.all(
        ROOM_TYPES.map(async (type) => ({
          type,
          type_name: translate(`live.type.${type}`, ctx.lang),
          list: (await this.lists.page({ type }, 1, input.limit, ctx.lang)).list,
        })),
      ),
    );
  }

  @Endpoint({
    summary: 'Rooms ranked by heat, of one sport or all (0), for the rank page (Live_streaming/getRankInfoList)',
    input: RankInput,
    output: z.array(RankedRoom),
  })
  @Post('rank')
  @Header('Cache-Control', PUBLIC_LIST)
  rank(@Input() input: z.output<typeof RankInput>, @Ctx() ctx: RequestContext) {
    return this.cache.get(`rank:${input.type}:${input.limit}:${ctx.lang}`, async () => {
      const rooms = await this.lists.hottest({ type: input.type }, input.limit, ctx.lang);
      return rooms.map((room, i) => ({ ...room, rank: i + 1 }));
    });
  }
}

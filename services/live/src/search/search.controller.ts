import { Controller, Get } from '@nestjs/common';
import { Ctx, Endpoint, fields, Input, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { RoomCard } from '../rooms/room-card';
import { SearchService } from './search.service';

/** The search box takes at most 10 characters (spec 5). */
const SearchInput = z.object({ name: fields.text(10), page: fields.page(), limit: fields.limit(50, 15) });
const IndexInput = z.object({ name: fields.text(10), limit: fields.limit(20, 5) });

const StreamerOutput = z.object({
  anchor_id: z.number().int(),
  room_id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  is_live: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
});

/** The search page's streamer and live-room results (api/Search/*); matches are the scores service's. */
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Endpoint({
    summary: 'Streamers whose nickname contains the text, live ones first (api/Search/anchor)',
    input: SearchInput,
    output: pageOf(StreamerOutput),
  })
  @Get('streamers')
  streamers(@Input() input: z.output<typeof SearchInput>) {
    return this.search.streamers(input.name, input);
  }

  @Endpoint({
    summary: 'Rooms whose title or streamer contains the text, live and hottest first (api/Search/live)',
    input: SearchInput,
    output: pageOf(RoomCard),
  })
  @Get('rooms')
  rooms(@Input() input: z.output<typeof SearchInput>, @Ctx() ctx: RequestContext) {
    return this.search.rooms(input.name, input, ctx.lang);
  }

  @Endpoint({
    summary: "The first streamers and rooms for the text, for the search page's overview (api/Search/index)",
    input: IndexInput,
    output: z.object({ anchors: z.array(StreamerOutput), lives: z.array(RoomCard) }),
  })
  @Get()
  async overview(@Input() input: z.output<typeof IndexInput>, @Ctx() ctx: RequestContext) {
    const first = { page: 1, limit: input.limit };
    const [streamers, lives] = await Promise.all([
      this.search.streamers(input.name, first),
      this.search.rooms(input.name, first, ctx.lang),
    ]);
    return { anchors: streamers.list, lives: lives.list };
  }
}

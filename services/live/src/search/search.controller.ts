import { Controller, Get } from '@nestjs/common';
import { Ctx, Endpoint, fields, Input, pageOf, Prisma, PrismaService, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { RoomCard } from '../rooms/room-card';
import { RoomListsService } from '../rooms/room-lists.service';

/** The search box takes at most 10 characters (spec 5). */
const SearchInput = z.object({ name: fields.text(10), page: fields.page(), limit: fields.limit(50, 15) });
const IndexInput = z.object({ name: fields.text(10), limit: fields.limit(20, 5) });

const AnchorOutput = z.object({ anchor_id: z.number().int(), room_id: z.number().int(), user_nickname: z.string(), avatar: z.string(), is_live: z.union([z.literal(0), z.literal(1)]), title: z.string() });
type AnchorHit = z.output<typeof AnchorOutput>;

/** `%` and `_` typed by a user are letters, not patterns. */
const contains = (text: string) => ({ contains: text.replace(/[\\%_]/g, (c) => `\\${c}`), mode: 'insensitive' as const });

/** The search page's streamer and live-room results (api/Search/*); matches are the scores service's. */
@Controller('search')
export class SearchController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly lists: RoomListsService,
  ) {}

  @Endpoint({ summary: 'Streamers whose nickname contains the text, live ones first (api/Search/anchor)', input: SearchInput, output: pageOf(AnchorOutput) })
  @Get('anchors')
  async anchors(@Input() input: z.output<typeof SearchInput>) {
    const where: Prisma.RoomWhereInput = { sealedAt: null, anchorNickname: contains(input.name) };
    const [rooms, total] = await Promise.all([
      this.prisma.room.findMany({ where, orderBy: [{ liveSince: { sort: 'asc', nulls: 'last' } }, { heat: 'desc' }, { id: 'asc' }], skip: (input.page - 1) * input.limit, take: input.limit }),
      this.prisma.room.count({ where }),
    ]);
    const list: AnchorHit[] = rooms.map((room) => ({
      anchor_id: room.anchorId,
      room_id: room.id,
      user_nickname: room.anchorNickname,
      avatar: room.anchorAvatar,
      is_live: room.liveSince ? 1 : 0,
      title: room.title,
    }));
    return { list, total, page: input.page, limit: input.limit };
  }

  @Endpoint({ summary: 'Rooms whose title or streamer contains the text, live and hottest first (api/Search/live)', input: SearchInput, output: pageOf(RoomCard) })
  @Get('rooms')
  async rooms(@Input() input: z.output<typeof SearchInput>, @Ctx() ctx: RequestContext) {
    const where: Prisma.RoomWhereInput = { sealedAt: null, OR: [{ title: contains(input.name) }, { anchorNickname: contains(input.name) }] };
    const [rooms, total] = await Promise.all([
      this.prisma.room.findMany({
        where,
        orderBy: [{ liveSince: { sort: 'asc', nulls: 'last' } }, { heat: 'desc' }, { id: 'asc' }],
        skip: (input.page - 1) * input.limit,
        take: input.limit,
        include: { category: true },
      }),
      this.prisma.room.count({ where }),
    ]);
    return { list: await this.lists.cards(rooms, ctx.lang), total, page: input.page, limit: input.limit };
  }

  @Endpoint({
    summary: 'The first streamers and rooms for the text, for the search page\'s overview (api/Search/index)',
    input: IndexInput,
    output: z.object({ anchors: z.array(AnchorOutput), lives: z.array(RoomCard) }),
  })
  @Get()
  async overview(@Input() input: z.output<typeof IndexInput>, @Ctx() ctx: RequestContext) {
    const [anchors, lives] = await Promise.all([
      this.anchors({ name: input.name, page: 1, limit: input.limit }),
      this.rooms({ name: input.name, page: 1, limit: input.limit }, ctx),
    ]);
    return { anchors: anchors.list, lives: lives.list };
  }
}

import { Controller, Get } from '@nestjs/common';
import { Ctx, Endpoint, fields, Input, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { RoomCard } from './room-card';
import { RoomListsService } from './room-lists.service';

/** The /anchor page: `type` 0..6 (spec 2), `id` a custom category of that type. */
const ListInput = z.object({
  type: fields.int(0, 6).default(0),
  id: fields.id().optional(),
  page: fields.page(),
  limit: fields.limit(60, 20),
});

@Controller('rooms')
export class RoomListsController {
  constructor(private readonly lists: RoomListsService) {}

  @Endpoint({
    summary: 'Rooms of an /anchor type (0 recommended, 1..6 a sport; id: a custom category), live and hottest first (Live/getRoomList)',
    input: ListInput,
    output: pageOf(RoomCard),
  })
  @Get()
  list(@Input() input: z.output<typeof ListInput>, @Ctx() ctx: RequestContext) {
    return this.lists.page({ type: input.type, categoryId: input.id }, input.page, input.limit, ctx.lang);
  }
}

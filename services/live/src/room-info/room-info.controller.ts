import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, Endpoint, fields, Input, OptionalUser, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { RoomCard } from '../rooms/room-card';
import { RoomInfoService } from './room-info.service';

const RoomInput = z.object({ room_id: fields.id() });
const UidInput = z.object({ uid: fields.id() });

export const RoomInfoOutput = RoomCard.extend({
  placard: z.string(),
  group_id: z.string().describe("the room's chat group (/im joinGroup)"),
  broadcast_id: z.number().int().nullable(),
  is_attention: z.union([z.literal(0), z.literal(1)]),
  is_self: z.union([z.literal(0), z.literal(1)]),
  play_url: z.string().describe('HLS address while live, else empty'),
  flv_url: z.string().describe('HTTP-FLV address (the low-latency mode) while live, else empty'),
  dvr_url: z.string().describe("While live, the rewind window's HLS address (the last 10 minutes), else empty"),
  has_video: z.boolean().describe('Whether an encoder is pushing the broadcast (the site plays video only then)'),
});

@Controller('rooms')
export class RoomInfoController {
  constructor(private readonly rooms: RoomInfoService) {}

  @Endpoint({
    summary:
      "A room for the live page: title, cover, placard, heat, online count, follow state. A logged-in viewer's read records watch history and, read again each minute, watching time (Live_streaming/getRoomInfo)",
    input: RoomInput,
    output: RoomInfoOutput,
  })
  @Post('info')
  info(
    @Input() input: z.output<typeof RoomInput>,
    @OptionalUser() viewer: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.rooms.info({ id: input.room_id }, viewer, ctx.lang);
  }

  @Endpoint({
    summary: "The room of a streamer, by the streamer's user id (live/getLiveByUid)",
    input: UidInput,
    output: RoomInfoOutput,
  })
  @Post('by-streamer')
  byStreamer(
    @Input() input: z.output<typeof UidInput>,
    @OptionalUser() viewer: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.rooms.info({ streamerId: input.uid }, viewer, ctx.lang);
  }
}

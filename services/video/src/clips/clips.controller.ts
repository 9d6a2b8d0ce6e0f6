import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, pageOf, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import {
  ClipItemOutput,
  ClipListInput,
  ClipMadeOutput,
  ClipStateInput,
  ClipStateOutput,
  LiveClipInput,
  RangeClipInput,
} from './clip.schemas';
import { ClipsService } from './clips.service';

/** Cutting clips of live rooms and videos, following one being cut, and the clip lists. */
@Controller('clips')
export class ClipsController {
  constructor(private readonly clips: ClipsService) {}

  @Endpoint({
    summary:
      "Clip the last 30 or 60 seconds of a live room (POST /api/clips/live): answers the clip's id while it is cut",
    auth: 'user',
    input: LiveClipInput,
    output: ClipMadeOutput,
  })
  @Post('live')
  async live(@Input() input: z.output<typeof LiveClipInput>, @CurrentUser() user: AuthUser) {
    const made = await this.clips.fromLive({ roomId: input.room_id, seconds: input.seconds, title: input.title }, user);
    return withMessage('clip.started', made);
  }

  @Endpoint({
    summary: 'Clip 5 to 120 seconds of a replay or another video (POST /api/clips/range)',
    auth: 'user',
    input: RangeClipInput,
    output: ClipMadeOutput,
  })
  @Post('range')
  async range(@Input() input: z.output<typeof RangeClipInput>, @CurrentUser() user: AuthUser) {
    const made = await this.clips.fromRange(
      { videoId: input.video_id, start: input.start, end: input.end, title: input.title },
      user,
    );
    return withMessage('clip.started', made);
  }

  @Endpoint({
    summary: 'Where a clip stands: cutting, ready (with its playlist) or failed (GET /api/clips/state)',
    input: ClipStateInput,
    output: ClipStateOutput,
  })
  @Get('state')
  state(@Input() input: z.output<typeof ClipStateInput>, @Ctx() ctx: RequestContext) {
    return this.clips.state(input.id, ctx.lang);
  }

  @Endpoint({
    summary: "A room's, a streamer's or a match's clips, newest first; goal clips marked (GET /api/clips)",
    input: ClipListInput,
    output: pageOf(ClipItemOutput),
  })
  @Get()
  list(@Input() input: z.output<typeof ClipListInput>, @Ctx() ctx: RequestContext) {
    return this.clips.list(
      { roomId: input.room_id, userId: input.anchor_id, matchId: input.match_id },
      input,
      ctx.lang,
    );
  }
}

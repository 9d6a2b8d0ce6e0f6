import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, OptionalUser, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import {
  DanmakuDeleteInput,
  DanmakuListInput,
  DanmakuMineInput,
  DanmakuMineOutput,
  DanmakuOutput,
  DanmakuPostInput,
  DanmakuWindowOutput,
} from './danmaku.schemas';
import { DanmakuService } from './danmaku.service';

/** Danmaku on videos: lines posted at a moment of the playback, flown over it for later viewers. */
@Controller('danmaku')
export class DanmakuController {
  constructor(private readonly danmaku: DanmakuService) {}

  @Endpoint({
    summary:
      "A video's danmaku from from_ms to to_ms (at most 10 minutes of the playback, 1000 lines), in playback order",
    input: DanmakuListInput,
    output: DanmakuWindowOutput,
  })
  @Get()
  list(@Input() input: z.output<typeof DanmakuListInput>, @OptionalUser() user: AuthUser | undefined) {
    return this.danmaku.window(input.video_id, { fromMs: input.from_ms, toMs: input.to_ms }, user);
  }

  @Endpoint({
    summary: 'Your own danmaku on a video, in playback order (the latest 200 posted)',
    auth: 'user',
    input: DanmakuMineInput,
    output: DanmakuMineOutput,
  })
  @Get('mine')
  mine(@Input() input: z.output<typeof DanmakuMineInput>, @CurrentUser() user: AuthUser) {
    return this.danmaku.mine(user, input.video_id);
  }

  @Endpoint({
    summary: 'Post a danmaku at_ms into a video (1-100 characters, 10 per 10 s, banned words masked, as in live rooms)',
    auth: 'user',
    input: DanmakuPostInput,
    output: DanmakuOutput,
  })
  @Post()
  async post(
    @Input() input: z.output<typeof DanmakuPostInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage(
      'video.danmaku_sent',
      await this.danmaku.post(
        user,
        { videoId: input.video_id, text: input.text, atMs: input.at_ms, color: input.color, mode: input.mode },
        ctx.lang,
      ),
    );
  }

  @Endpoint({
    summary: 'Delete one of your own danmaku',
    auth: 'user',
    input: DanmakuDeleteInput,
    output: z.object({ id: z.number().int() }),
  })
  @Post('delete')
  async remove(@Input() input: z.output<typeof DanmakuDeleteInput>, @CurrentUser() user: AuthUser) {
    await this.danmaku.remove(user, input.id);
    return withMessage('video.danmaku_deleted', { id: input.id });
  }
}

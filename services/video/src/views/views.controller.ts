import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, Ctx, Endpoint, fields, Input, OptionalUser, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { VideoItemOutput } from '../videos/video.schemas';
import { ViewsService } from './views.service';

const ViewInput = z.object({ id: fields.id() });
const RankInput = z.object({
  // The spec's rank tabs: by day and by week (1 and 2 as the site's old client sent them).
  type: z.preprocess(
    (v) => (v === 1 || v === '1' ? 'day' : v === 2 || v === '2' ? 'week' : v),
    z.enum(['day', 'week']).default('day'),
  ),
  limit: fields.limit(50, 10),
});

/** Views, and the ranks made of them. */
@Controller('videos')
export class ViewsController {
  constructor(private readonly views: ViewsService) {}

  @Endpoint({
    summary: 'A viewer started a video: counted once per viewer per 30 minutes (Video/addView)',
    input: ViewInput,
    output: z.object({ views: z.number().int(), counted: z.union([z.literal(0), z.literal(1)]) }),
  })
  @Post('view')
  view(
    @Input() input: z.output<typeof ViewInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.views.add(input.id, user ? `u${user.id}` : `ip${ctx.ip}`);
  }

  @Endpoint({
    summary: 'The most watched videos of today or of the last 7 days (videoRank/getRank)',
    input: RankInput,
    output: z.array(VideoItemOutput.extend({ rank: z.number().int(), period_views: z.number().int() })),
  })
  @Get('rank')
  rank(@Input() input: z.output<typeof RankInput>, @Ctx() ctx: RequestContext) {
    return this.views.rank(input.type, input.limit, ctx.lang);
  }
}

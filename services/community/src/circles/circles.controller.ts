import { Controller, Get, Post } from '@nestjs/common';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  OptionalUser,
  pageOf,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { CircleOutput } from './circles.schemas';
import { CirclesService } from './circles.service';

const ListInput = z.object({
  kind: z.enum(['sport', 'competition', 'streamer']).optional(),
  joined: fields.bool().optional().describe('Only the circles the caller joined'),
  page: fields.page(),
  limit: fields.limit(100, 50),
});
const CircleInput = z.object({ circle_id: fields.id() });

/** Circles (outside the catalogue: the /circle page's list, join and leave). */
@Controller('community/circles')
export class CirclesController {
  constructor(private readonly circles: CirclesService) {}

  @Endpoint({
    summary: "Circles: sports, competitions and streamers' fan circles, with whether the caller joined each",
    input: ListInput,
    output: pageOf(CircleOutput),
  })
  @Get()
  list(
    @Input() input: z.output<typeof ListInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.circles.list({ kind: input.kind, joined: input.joined }, input, user?.id, ctx.lang);
  }

  @Endpoint({ summary: 'One circle', input: CircleInput, output: CircleOutput })
  @Get('info')
  info(
    @Input() input: z.output<typeof CircleInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.circles.info(input.circle_id, user?.id, ctx.lang);
  }

  @Endpoint({ summary: 'Join a circle (again: no change)', auth: 'user', input: CircleInput, output: CircleOutput })
  @Post('join')
  async join(@Input() input: z.output<typeof CircleInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('community.joined', await this.circles.join(input.circle_id, user.id, ctx.lang));
  }

  @Endpoint({ summary: 'Leave a circle', auth: 'user', input: CircleInput, output: CircleOutput })
  @Post('leave')
  async leave(@Input() input: z.output<typeof CircleInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('community.left', await this.circles.leave(input.circle_id, user.id, ctx.lang));
  }
}

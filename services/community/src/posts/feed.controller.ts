import { Controller, Get, Res } from '@nestjs/common';
import { AuthUser, Ctx, Endpoint, fields, Input, OptionalUser, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { PUBLIC_LIST } from '../public-list';
import { PostOutput } from './posts.schemas';
import { PostsService } from './posts.service';

const FeedInput = z.object({
  circle_id: fields.id().optional().describe('One circle; every circle when absent'),
  order: z.enum(['new', 'hot']).default('new'),
  page: fields.page(),
  limit: fields.limit(50, 10),
});

/** The /circle page's feed (outside the catalogue, served at /api/community/feed). */
@Controller('community/feed')
export class FeedController {
  constructor(private readonly posts: PostsService) {}

  @Endpoint({
    summary: "A circle's posts (or every circle's), newest or hottest first (the /circle page; outside the catalogue)",
    input: FeedInput,
    output: pageOf(PostOutput),
  })
  @Get()
  feed(
    @Input() input: z.output<typeof FeedInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ) {
    // A visitor's page is every visitor's (no likes of their own): the edge may repeat it a few
    // seconds. A signed-in reader's carries their likes and their own hidden posts: never shared.
    if (!user) reply.header('cache-control', PUBLIC_LIST);
    return this.posts.feed({ circleId: input.circle_id, order: input.order }, input, user?.id, ctx.lang);
  }
}

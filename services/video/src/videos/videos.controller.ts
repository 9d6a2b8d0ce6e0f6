import { Controller, Get, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
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
import { VideoInfoOutput, VideoItemOutput } from './video.schemas';
import { VideosService } from './videos.service';

const Source = z.enum(['replay', 'clip']).optional();
const ListInput = z.object({
  classification_id: fields.id().optional(),
  room_id: fields.id().optional(),
  source: Source,
  keyword: fields.optionalText(20),
  order: z.enum(['new', 'hot']).default('new'),
  page: fields.page(),
  limit: fields.limit(50, 12),
});
const FeaturedInput = z.object({
  classification_id: fields.id().optional(),
  exclude_id: fields.id().optional(),
  limit: fields.limit(24, 8),
});
const StreamerInput = z.object({
  anchor_id: fields.id(),
  source: Source,
  page: fields.page(),
  limit: fields.limit(50, 12),
});
const UserPostsInput = z.object({ uid: fields.id(), page: fields.page(), limit: fields.limit(50, 12) });
const IdInput = z.object({ id: fields.id() });

/**
 * The browsing lists are the same for every caller: the edge may repeat one for two seconds
 * (ResponseCache), two more while one request asks again, so a crowd on /video-list costs the
 * service about one read a second per list. A room's list is not: its page reads it again when
 * the room's replay is made (replayReady), which must not meet an older copy.
 */
const PUBLIC_LIST = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';
const InsertInput = z.object({
  title: fields.text(100),
  description: fields.optionalText(500),
  classification_id: fields.id(),
  upload_id: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .describe('The finished tus upload (the last part of its address)'),
});

/** Watching: the lists, one video, and deleting one's own. */
@Controller('videos')
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Endpoint({
    summary: 'Videos, newest or most watched first, of a category, a room or a search (Video/getList)',
    input: ListInput,
    output: pageOf(VideoItemOutput),
  })
  @Post('list')
  list(
    @Input() input: z.output<typeof ListInput>,
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (input.room_id === undefined) void reply.header('Cache-Control', PUBLIC_LIST);
    const filter = {
      classificationId: input.classification_id,
      roomId: input.room_id,
      source: input.source,
      keyword: input.keyword,
    };
    return this.videos.list(filter, input.order, input, ctx.lang);
  }

  @Endpoint({
    summary: 'The most watched videos, of a category when given (video/videoList: the home page, related videos)',
    input: FeaturedInput,
    output: z.array(VideoItemOutput),
  })
  @Get('featured')
  featured(@Input() input: z.output<typeof FeaturedInput>, @Ctx() ctx: RequestContext) {
    return this.videos.featured(
      { classificationId: input.classification_id, excludeId: input.exclude_id, limit: input.limit },
      ctx.lang,
    );
  }

  @Endpoint({
    summary: "A streamer's works: replays of their broadcasts and their clips, newest first (Video/anchorWorks)",
    input: StreamerInput,
    output: pageOf(VideoItemOutput),
  })
  @Post('by-streamer')
  byStreamer(@Input() input: z.output<typeof StreamerInput>, @Ctx() ctx: RequestContext) {
    return this.videos.list({ userId: input.anchor_id, source: input.source }, 'new', input, ctx.lang);
  }

  @Endpoint({
    summary:
      "A user's posted clips, newest first; to its author, uploads still transcoding or failed too (Video/userPostList)",
    input: UserPostsInput,
    output: pageOf(VideoItemOutput),
  })
  @Get('posted')
  posted(@Input() input: z.output<typeof UserPostsInput>, @Ctx() ctx: RequestContext) {
    const unready = ctx.user?.id === input.uid;
    return this.videos.list({ userId: input.uid, source: 'clip', unready }, 'new', input, ctx.lang);
  }

  @Endpoint({
    summary: 'One video, with whether the caller liked, favourited or posted it (Video/getVideoInfo)',
    input: IdInput,
    output: VideoInfoOutput,
  })
  @Post('info')
  info(
    @Input() input: z.output<typeof IdInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.videos.info(input.id, user, ctx.lang);
  }

  @Endpoint({
    summary:
      'Post a video from a finished upload (POST /api/video/uploads, tus): listed once transcoded (Video_user/insert)',
    auth: 'user',
    input: InsertInput,
    output: z.object({ id: z.number().int(), status: z.literal('transcoding') }),
  })
  @Post('insert')
  async insert(
    @Input() input: z.output<typeof InsertInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    const video = { title: input.title, description: input.description, categoryId: input.classification_id };
    return withMessage(
      'video.inserted',
      await this.videos.insert({ ...video, uploadId: input.upload_id }, user, ctx.lang),
    );
  }

  @Endpoint({
    summary: "Delete one of the caller's own videos and its files (Video_user/delete)",
    auth: 'user',
    input: IdInput,
    output: z.object({ id: z.number().int() }),
  })
  @Post('delete')
  async delete(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    return withMessage('video.deleted', await this.videos.delete(input.id, user));
  }
}

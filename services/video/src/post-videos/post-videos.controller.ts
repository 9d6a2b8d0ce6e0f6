import { Controller, Post } from '@nestjs/common';
import { videoContracts } from '@arena/contracts';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, RequestContext, Serves } from '@arena/shared';
import { z } from 'zod';
import { PostVideosService } from './post-videos.service';

const CreateInput = z.object({
  upload_id: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .describe('The finished tus upload (the last part of its address)'),
  sport: z.string().max(32).optional().describe("The circle's sport: the video's category when one has that code"),
});

/** A community post's video: made from an upload by its author, described and deleted for the community. */
@Controller()
export class PostVideosController {
  constructor(private readonly postVideos: PostVideosService) {}

  @Endpoint({
    summary:
      "Make a post's video from a finished upload (POST /api/video/uploads, tus); publish the post with its id (outside the catalogue)",
    auth: 'user',
    input: CreateInput,
    output: z.object({ id: z.number().int(), status: z.literal('transcoding') }),
  })
  @Post('post-videos')
  create(@Input() input: z.output<typeof CreateInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.postVideos.create(input.upload_id, input.sport, user, ctx.lang);
  }

  @Serves(videoContracts.postVideos)
  async describe(@Input() input: z.output<typeof videoContracts.postVideos.input>) {
    return { videos: await this.postVideos.describe(input.ids) };
  }

  @Serves(videoContracts.deletePostVideo)
  async delete(@Input() input: z.output<typeof videoContracts.deletePostVideo.input>) {
    return { deleted: await this.postVideos.delete(input.id) };
  }
}

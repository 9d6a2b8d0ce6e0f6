import { Controller, Post } from '@nestjs/common';
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
import { communityConfig } from '../community.config';
import { Images } from './images-field';
import { LikeOutput, PostOutput } from './posts.schemas';
import { PostsService } from './posts.service';

const { maxPostLength } = communityConfig();
const PublishInput = z.object({
  circle_id: fields.id(),
  content: fields.text(maxPostLength),
  images: Images,
  video_id: fields
    .id()
    .optional()
    .describe('A video made for this post (POST /api/video/post-videos); a post has images or one video'),
});
const IdInput = z.object({ id: fields.id() });
const UserPostsInput = z.object({ uid: fields.id(), page: fields.page(), limit: fields.limit(50, 10) });

@Controller('posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Endpoint({
    summary:
      'Publish a post in a circle: text and up to 4 uploaded png/jpg images of 5M at most, or one video under 50 MB (anchor_dynamics_user/insert)',
    auth: 'user',
    input: PublishInput,
    output: PostOutput,
  })
  @Post()
  async publish(
    @Input() input: z.output<typeof PublishInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage('community.posted', await this.posts.publish(user.id, input, ctx.lang));
  }

  @Endpoint({ summary: 'One post (anchor_dynamics/info)', input: IdInput, output: PostOutput })
  @Post('info')
  info(
    @Input() input: z.output<typeof IdInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.posts.info(input.id, user?.id, ctx.lang);
  }

  @Endpoint({
    summary: "Delete one of the caller's own posts (anchor_dynamics/deletePost)",
    auth: 'user',
    input: IdInput,
    output: z.null(),
  })
  @Post('delete')
  async delete(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    await this.posts.delete(input.id, user.id);
    return withMessage('community.deleted', null);
  }

  @Endpoint({
    summary: 'Like a post, or take the like back (anchor_dynamics_user/likes)',
    auth: 'user',
    input: IdInput,
    output: LikeOutput,
  })
  @Post('like')
  like(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    return this.posts.toggleLike(input.id, user.id);
  }

  @Endpoint({
    summary: "A user's posts, newest first (anchor_dynamics/userPostList)",
    input: UserPostsInput,
    output: pageOf(PostOutput),
  })
  @Post('by-user')
  byUser(
    @Input() input: z.output<typeof UserPostsInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.posts.byUser(input.uid, input, user?.id, ctx.lang);
  }
}

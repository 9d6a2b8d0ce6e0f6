import { Controller, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, fields, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ReactionsService } from './reactions.service';

const flag = z.union([z.literal(0), z.literal(1)]);
const IdInput = z.object({ id: fields.id() });
const CommentInput = z.object({ comment_id: fields.id() });

/** Likes, comment likes and favourites: toggles, once per user. */
@Controller('videos')
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  @Endpoint({
    summary: 'Like a video, or take the like back (Video_user/likes)',
    auth: 'user',
    input: IdInput,
    output: z.object({ is_like: flag, likes: z.number().int() }),
  })
  @Post('like')
  async like(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    const { on, count } = await this.reactions.likeVideo(input.id, user.id);
    return withMessage(on ? 'video.liked' : 'video.unliked', { is_like: on, likes: count });
  }

  @Endpoint({
    summary: 'Favour a video, or take it back (Video_user/favorites)',
    auth: 'user',
    input: IdInput,
    output: z.object({ is_favorite: flag, favorites: z.number().int() }),
  })
  @Post('favorite')
  async favorite(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    const { on, count } = await this.reactions.favoriteVideo(input.id, user.id);
    return withMessage(on ? 'video.favorited' : 'video.unfavorited', { is_favorite: on, favorites: count });
  }

  @Endpoint({
    summary: 'Like a comment, or take the like back (Video_user/commentLikes)',
    auth: 'user',
    input: CommentInput,
    output: z.object({ is_like: flag, likes: z.number().int() }),
  })
  @Post('comments/like')
  async likeComment(@Input() input: z.output<typeof CommentInput>, @CurrentUser() user: AuthUser) {
    const { on, count } = await this.reactions.likeComment(input.comment_id, user.id);
    return withMessage(on ? 'video.liked' : 'video.unliked', { is_like: on, likes: count });
  }
}

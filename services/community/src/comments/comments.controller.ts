import { Controller, Post } from '@nestjs/common';
import {
  AuthUser,
  CurrentUser,
  Ctx,
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
import { LikeOutput } from '../posts/posts.schemas';
import { CommentOutput, ReplyOutput } from './comments.schemas';
import { CommentsService } from './comments.service';

const { maxCommentLength } = communityConfig();
const CommentInput = z.object({
  post_id: fields.id(),
  content: fields.text(maxCommentLength),
  parent_id: fields.id().optional().describe('The comment replied to'),
});
const ListInput = z.object({ post_id: fields.id(), page: fields.page(), limit: fields.limit(50, 20) });
const IdInput = z.object({ id: fields.id() });

@Controller('comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Endpoint({
    summary: 'Comment on a post, or reply to a comment (anchor_dynamics_user/comment)',
    auth: 'user',
    input: CommentInput,
    output: ReplyOutput,
  })
  @Post()
  async add(@Input() input: z.output<typeof CommentInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage('community.commented', await this.comments.add(user.id, input, ctx.lang));
  }

  @Endpoint({
    summary: "A post's comments, newest first, with their replies (anchor_dynamics/commentList)",
    input: ListInput,
    output: pageOf(CommentOutput),
  })
  @Post('list')
  list(@Input() input: z.output<typeof ListInput>, @OptionalUser() user: AuthUser | undefined) {
    return this.comments.list(input.post_id, input, user?.id);
  }

  @Endpoint({
    summary: 'Like a comment, or take the like back (anchor_dynamics_user/commentLikes)',
    auth: 'user',
    input: IdInput,
    output: LikeOutput,
  })
  @Post('like')
  like(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    return this.comments.toggleLike(input.id, user.id);
  }
}

/** Deleting one's own comment (outside the catalogue, served at /api/community/comments/delete). */
@Controller('community/comments')
export class CommentDeletionController {
  constructor(private readonly comments: CommentsService) {}

  @Endpoint({
    summary: "Delete one of the caller's own comments (and its replies)",
    auth: 'user',
    input: IdInput,
    output: z.null(),
  })
  @Post('delete')
  async delete(@Input() input: z.output<typeof IdInput>, @CurrentUser() user: AuthUser) {
    await this.comments.delete(input.id, user.id);
    return withMessage('community.deleted', null);
  }
}

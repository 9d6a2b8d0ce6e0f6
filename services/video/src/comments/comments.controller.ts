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
import { CommentOutput, CommentThreadOutput } from './comment.schemas';
import { CommentsService } from './comments.service';

const ThreadsInput = z.object({ video_id: fields.id(), page: fields.page(), limit: fields.limit(50, 10) });
const RepliesInput = z.object({ comment_id: fields.id(), page: fields.page(), limit: fields.limit(50, 10) });
const PostInput = z.object({ video_id: fields.id(), content: fields.text(200), comment_id: fields.id().optional() });

/** Comments on videos, with replies. */
@Controller('videos/comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Endpoint({
    summary: "A video's comments, newest first, each with its first replies (Video/commentList)",
    input: ThreadsInput,
    output: pageOf(CommentThreadOutput),
  })
  @Post()
  threads(@Input() input: z.output<typeof ThreadsInput>, @OptionalUser() user: AuthUser | undefined) {
    return this.comments.threads(input.video_id, input, user);
  }

  @Endpoint({
    summary: 'The replies under one comment, oldest first (Video/commentOneList)',
    input: RepliesInput,
    output: pageOf(CommentOutput),
  })
  @Get('replies')
  replies(@Input() input: z.output<typeof RepliesInput>, @OptionalUser() user: AuthUser | undefined) {
    return this.comments.replies(input.comment_id, input, user);
  }

  @Endpoint({
    summary: 'Comment on a video (1-200 characters), or reply to a comment with comment_id (Video_user/comment)',
    auth: 'user',
    input: PostInput,
    output: CommentOutput,
  })
  @Post('add')
  async post(@Input() input: z.output<typeof PostInput>, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage(
      'video.commented',
      await this.comments.post(
        user,
        { videoId: input.video_id, content: input.content, commentId: input.comment_id },
        ctx.lang,
      ),
    );
  }
}

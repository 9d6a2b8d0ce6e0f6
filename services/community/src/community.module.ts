import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { Authors } from './authors/authors';
import { CirclesController } from './circles/circles.controller';
import { CirclesService } from './circles/circles.service';
import { CommentDeletionController, CommentsController } from './comments/comments.controller';
import { CommentsService } from './comments/comments.service';
import { COMMUNITY_MESSAGES } from './community.messages';
import { TextMask } from './moderation/text-mask';
import { FeedController } from './posts/feed.controller';
import { PostImages } from './posts/post-images';
import { PostsController } from './posts/posts.controller';
import { PostsService } from './posts/posts.service';

registerMessages(COMMUNITY_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [CirclesController, FeedController, PostsController, CommentsController, CommentDeletionController],
  providers: [Authors, TextMask, CirclesService, PostImages, PostsService, CommentsService],
})
export class CommunityModule {}

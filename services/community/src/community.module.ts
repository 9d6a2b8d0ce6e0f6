import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { ArticlesController } from './articles/articles.controller';
import { ArticlesRepository } from './articles/articles.repository';
import { ArticlesService } from './articles/articles.service';
import { Authors } from './authors/authors';
import { BannersController } from './banners/banners.controller';
import { BannersRepository } from './banners/banners.repository';
import { BannersService } from './banners/banners.service';
import { CirclesController } from './circles/circles.controller';
import { CirclesRepository } from './circles/circles.repository';
import { CirclesService } from './circles/circles.service';
import { CommentDeletionController, CommentsController } from './comments/comments.controller';
import { CommentsRepository } from './comments/comments.repository';
import { CommentsService } from './comments/comments.service';
import { COMMUNITY_MESSAGES } from './community.messages';
import { FeedbackController } from './feedback/feedback.controller';
import { FeedbackRepository } from './feedback/feedback.repository';
import { FeedbackService } from './feedback/feedback.service';
import { GroupsController } from './groups/groups.controller';
import { GroupsService } from './groups/groups.service';
import { TextMask } from './moderation/text-mask';
import { FeedController } from './posts/feed.controller';
import { PostImages } from './posts/post-images';
import { PostsController } from './posts/posts.controller';
import { PostsRepository } from './posts/posts.repository';
import { PostsService } from './posts/posts.service';

registerMessages(COMMUNITY_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [
    CirclesController,
    FeedController,
    PostsController,
    CommentsController,
    CommentDeletionController,
    ArticlesController,
    BannersController,
    FeedbackController,
    GroupsController,
  ],
  providers: [
    Authors,
    TextMask,
    CirclesRepository,
    CirclesService,
    PostImages,
    PostsRepository,
    PostsService,
    CommentsRepository,
    CommentsService,
    ArticlesRepository,
    ArticlesService,
    BannersRepository,
    BannersService,
    FeedbackRepository,
    FeedbackService,
    GroupsService,
  ],
})
export class CommunityModule {}

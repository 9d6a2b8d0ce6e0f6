import { Module } from '@nestjs/common';
import { CoreModule, processedEventsPruning, registerMessages } from '@arena/shared';
import { AutoRepliesController } from './auto-replies/auto-replies.controller';
import { AutoRepliesRepository } from './auto-replies/auto-replies.repository';
import { AutoRepliesService } from './auto-replies/auto-replies.service';
import { ArticlesController } from './articles/articles.controller';
import { ArticlesRepository } from './articles/articles.repository';
import { ArticlesService } from './articles/articles.service';
import { AdminArticlesController } from './articles/admin-articles.controller';
import { AdminArticlesService } from './articles/admin-articles.service';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogRepository } from './audit/audit-log.repository';
import { AuditLog } from './audit/audit-log.service';
import { AdminBannersController } from './banners/admin-banners.controller';
import { AdminBannersService } from './banners/admin-banners.service';
import { MatchReports } from './news/match-reports';
import { MatchReportsConsumer } from './news/match-reports.consumer';
import { PreviewArticles } from './news/preview-articles';
import { PreviewArticlesWorker } from './news/preview-articles.worker';
import { AdminReportsController, ReportsController } from './reports/reports.controller';
import { ReportsRepository } from './reports/reports.repository';
import { ReportsService } from './reports/reports.service';
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
import { ExpertAnalysesService } from './experts/expert-analyses.service';
import { ExpertApplicationsAdminController } from './experts/expert-applications-admin.controller';
import { ExpertApplicationsService } from './experts/expert-applications.service';
import { ExpertGrading } from './experts/expert-grading';
import { ExpertsController } from './experts/experts.controller';
import { ExpertsRepository } from './experts/experts.repository';
import { ExpertsService } from './experts/experts.service';
import { FeedbackController } from './feedback/feedback.controller';
import { FeedbackRepository } from './feedback/feedback.repository';
import { FeedbackService } from './feedback/feedback.service';
import { GroupsController } from './groups/groups.controller';
import { GroupsService } from './groups/groups.service';
import { TextMask } from './moderation/text-mask';
import { LikeNotices } from './notifications/like-notices';
import { NotificationEventsConsumer } from './notifications/notification-events.consumer';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { FeedController } from './posts/feed.controller';
import { PostImages } from './posts/post-images';
import { PostVideos } from './posts/post-videos';
import { PostsController } from './posts/posts.controller';
import { PostedVideosController } from './posts/posted-videos.controller';
import { PostsRepository } from './posts/posts.repository';
import { PostsService } from './posts/posts.service';
import { SupportDeskController } from './support-desk/support-desk.controller';
import { SupportDeskRepository } from './support-desk/support-desk.repository';
import { SupportDeskService } from './support-desk/support-desk.service';
import { SearchDocumentsController } from './search-documents/search-documents.controller';
import { SearchDocumentsRepository } from './search-documents/search-documents.repository';
import { SearchDocumentsService } from './search-documents/search-documents.service';

registerMessages(COMMUNITY_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [
    SearchDocumentsController,
    CirclesController,
    FeedController,
    PostsController,
    PostedVideosController,
    CommentsController,
    CommentDeletionController,
    ArticlesController,
    BannersController,
    FeedbackController,
    NotificationsController,
    AutoRepliesController,
    SupportDeskController,
    GroupsController,
    ReportsController,
    AdminReportsController,
    AuditLogController,
    AdminArticlesController,
    AdminBannersController,
    ExpertsController,
    ExpertApplicationsAdminController,
  ],
  providers: [
    SearchDocumentsService,
    SearchDocumentsRepository,
    Authors,
    TextMask,
    CirclesRepository,
    CirclesService,
    PostImages,
    PostVideos,
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
    NotificationsRepository,
    NotificationsService,
    LikeNotices,
    NotificationEventsConsumer,
    processedEventsPruning('community'),
    AutoRepliesRepository,
    AutoRepliesService,
    SupportDeskRepository,
    SupportDeskService,
    GroupsService,
    AuditLogRepository,
    AuditLog,
    ReportsRepository,
    ReportsService,
    AdminArticlesService,
    AdminBannersService,
    MatchReports,
    MatchReportsConsumer,
    PreviewArticles,
    PreviewArticlesWorker,
    ExpertsRepository,
    ExpertGrading,
    ExpertApplicationsService,
    ExpertAnalysesService,
    ExpertsService,
  ],
})
export class CommunityModule {}

import { Module } from '@nestjs/common';
import { CoreModule, processedEventsPruning, registerMessages } from '@arena/shared';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesRepository } from './categories/categories.repository';
import { CategoriesService } from './categories/categories.service';
import { ClipCutter } from './clips/clip-cutter';
import { ClipRate } from './clips/clip-rate';
import { ClipSources } from './clips/clip-sources';
import { ClipsController } from './clips/clips.controller';
import { ClipsRepository } from './clips/clips.repository';
import { ClipsService } from './clips/clips.service';
import { ClipsWorker } from './clips/clips.worker';
import { GoalClips } from './clips/goal-clips';
import { ScoresEventsConsumer } from './clips/scores-events.consumer';
import { CommentsController } from './comments/comments.controller';
import { CommentsRepository } from './comments/comments.repository';
import { CommentsService } from './comments/comments.service';
import { BannedWordsMask } from './danmaku/banned-words-mask';
import { DanmakuController } from './danmaku/danmaku.controller';
import { DanmakuRepository } from './danmaku/danmaku.repository';
import { DanmakuService } from './danmaku/danmaku.service';
import { FilesController } from './files/files.controller';
import { VideoFiles } from './files/video-files';
import { ReactionsController } from './reactions/reactions.controller';
import { ReactionsRepository } from './reactions/reactions.repository';
import { ReactionsService } from './reactions/reactions.service';
import { ReplayChat } from './replay-chat/replay-chat';
import { ReplayChatController } from './replay-chat/replay-chat.controller';
import { ReplayChatRepository } from './replay-chat/replay-chat.repository';
import { LiveEventsConsumer } from './replays/live-events.consumer';
import { ReplaysRepository } from './replays/replays.repository';
import { ReplaysService } from './replays/replays.service';
import { ReplaysWorker } from './replays/replays.worker';
import { TranscodingRepository } from './transcoding/transcoding.repository';
import { TranscodingService } from './transcoding/transcoding.service';
import { TranscodingWorker } from './transcoding/transcoding.worker';
import { UploadsController } from './uploads/uploads.controller';
import { VideoUploads } from './uploads/video-uploads';
import { VIDEO_MESSAGES } from './video.messages';
import { VideosController } from './videos/videos.controller';
import { VideosRepository } from './videos/videos.repository';
import { VideosService } from './videos/videos.service';
import { ViewsController } from './views/views.controller';
import { ViewsRepository } from './views/views.repository';
import { ViewsService } from './views/views.service';
import { PostVideosController } from './post-videos/post-videos.controller';
import { PostVideosService } from './post-videos/post-videos.service';
import { PostVideosSweep } from './post-videos/post-videos-sweep';
import { SearchDocumentsController } from './search-documents/search-documents.controller';
import { SearchDocumentsRepository } from './search-documents/search-documents.repository';
import { SearchDocumentsService } from './search-documents/search-documents.service';

registerMessages(VIDEO_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [
    SearchDocumentsController,
    CategoriesController,
    VideosController,
    ViewsController,
    CommentsController,
    ReactionsController,
    FilesController,
    ReplayChatController,
    UploadsController,
    ClipsController,
    DanmakuController,
    PostVideosController,
  ],
  providers: [
    SearchDocumentsService,
    SearchDocumentsRepository,
    VideoFiles,
    CategoriesRepository,
    CategoriesService,
    VideosRepository,
    VideosService,
    ViewsRepository,
    ViewsService,
    CommentsRepository,
    CommentsService,
    ReactionsRepository,
    ReactionsService,
    ReplaysRepository,
    ReplaysService,
    ReplaysWorker,
    ReplayChat,
    ReplayChatRepository,
    LiveEventsConsumer,
    VideoUploads,
    TranscodingRepository,
    TranscodingService,
    TranscodingWorker,
    ClipsRepository,
    ClipsService,
    ClipSources,
    ClipRate,
    ClipCutter,
    GoalClips,
    ClipsWorker,
    ScoresEventsConsumer,
    DanmakuRepository,
    DanmakuService,
    BannedWordsMask,
    PostVideosService,
    PostVideosSweep,
    processedEventsPruning('video'),
  ],
})
export class VideoModule {}

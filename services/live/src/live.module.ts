import { Module } from '@nestjs/common';
import { CoreModule, processedEventsPruning, registerMessages } from '@arena/shared';
import { LiveEventsConsumer } from './events/live-events.consumer';
import { FollowsRepository } from './follows/follows.repository';
import { FollowersController } from './follows/followers.controller';
import { FollowsService } from './follows/follows.service';
import { HeatRepository } from './heat/heat.repository';
import { HeatService } from './heat/heat.service';
import { HeatWorker } from './heat/heat.worker';
import { RoomActivity } from './heat/room-activity';
import { LIVE_MESSAGES } from './live.messages';
import { LiveStaffModule } from './live-staff.module';
import { PlaybackController } from './playback/playback.controller';
import { ReplaySourceController } from './playback/replay-source.controller';
import { ClipSourcesController } from './clip-sources/clip-sources.controller';
import { ClipSourcesRepository } from './clip-sources/clip-sources.repository';
import { ClipSourcesService } from './clip-sources/clip-sources.service';
import { PlaybackRepository } from './playback/playback.repository';
import { PlaybackService } from './playback/playback.service';
import { RoomRankingController } from './ranking/room-ranking.controller';
import { RoomRankingRepository } from './ranking/room-ranking.repository';
import { RoomRankingService } from './ranking/room-ranking.service';
import { MatchReserversController } from './reservations/match-reservers.controller';
import { ReservationsController } from './reservations/reservations.controller';
import { ReservationsRepository } from './reservations/reservations.repository';
import { ReservationsService } from './reservations/reservations.service';
import { RoomInfoController } from './room-info/room-info.controller';
import { RoomInfoRepository } from './room-info/room-info.repository';
import { RoomInfoService } from './room-info/room-info.service';
import { PublicListsController } from './rooms/public-lists.controller';
import { RoomListCacheModule } from './rooms/room-list-cache.module';
import { RoomListsController } from './rooms/room-lists.controller';
import { RoomListsService } from './rooms/room-lists.service';
import { RoomsRepository } from './rooms/rooms.repository';
import { SearchController } from './search/search.controller';
import { SearchService } from './search/search.service';
import { SharingController } from './sharing/sharing.controller';
import { SharingRepository } from './sharing/sharing.repository';
import { SharingService } from './sharing/sharing.service';
import { WatchingService } from './watching/watching.service';
import { SearchDocumentsController } from './search-documents/search-documents.controller';
import { SearchDocumentsRepository } from './search-documents/search-documents.repository';
import { SearchDocumentsService } from './search-documents/search-documents.service';

registerMessages(LIVE_MESSAGES);

@Module({
  imports: [CoreModule, RoomListCacheModule, LiveStaffModule],
  controllers: [
    SearchDocumentsController,
    RoomListsController,
    PublicListsController,
    RoomInfoController,
    RoomRankingController,
    PlaybackController,
    ReplaySourceController,
    ClipSourcesController,
    SharingController,
    ReservationsController,
    MatchReserversController,
    FollowersController,
    SearchController,
  ],
  providers: [
    SearchDocumentsService,
    SearchDocumentsRepository,
    processedEventsPruning('live'),
    RoomsRepository,
    RoomListsService,
    FollowsRepository,
    FollowsService,
    RoomActivity,
    HeatRepository,
    HeatService,
    HeatWorker,
    RoomRankingRepository,
    RoomRankingService,
    WatchingService,
    RoomInfoRepository,
    RoomInfoService,
    ReservationsRepository,
    ReservationsService,
    LiveEventsConsumer,
    PlaybackRepository,
    ClipSourcesRepository,
    ClipSourcesService,
    PlaybackService,
    SearchService,
    SharingRepository,
    SharingService,
  ],
})
export class LiveModule {}

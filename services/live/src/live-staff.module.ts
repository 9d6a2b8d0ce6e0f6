import { Module } from '@nestjs/common';
import { registerMessages } from '@arena/shared';
import { AdminModerationController } from './admin/admin-moderation.controller';
import { AdminStreamerApplicationsController } from './streamer-applications/admin-streamer-applications.controller';
import { StreamerApplicationsController } from './streamer-applications/streamer-applications.controller';
import { StreamerApplicationsRepository } from './streamer-applications/streamer-applications.repository';
import { StreamerApplicationsService } from './streamer-applications/streamer-applications.service';
import { BroadcastSchedulesController } from './broadcast-schedules/broadcast-schedules.controller';
import { BroadcastSchedulesRepository } from './broadcast-schedules/broadcast-schedules.repository';
import { BroadcastSchedulesService } from './broadcast-schedules/broadcast-schedules.service';
import { BroadcastsController } from './broadcasting/broadcasts.controller';
import { BroadcastsRepository } from './broadcasting/broadcasts.repository';
import { BroadcastsService } from './broadcasting/broadcasts.service';
import { LiveOutbox } from './events/live-outbox';
import { ChatModesController } from './chat-modes/chat-modes.controller';
import { ChatModesRepository } from './chat-modes/chat-modes.repository';
import { ChatModesService } from './chat-modes/chat-modes.service';
import { RoomOwnerController } from './chat-modes/room-owner.controller';
import { FanGroupsController } from './fan-groups/fan-groups.controller';
import { FanGroupsRepository } from './fan-groups/fan-groups.repository';
import { FanGroupsService } from './fan-groups/fan-groups.service';
import { KickoutsController } from './kickouts/kickouts.controller';
import { KickoutsService } from './kickouts/kickouts.service';
import { LIVE_STAFF_MESSAGES } from './live-staff.messages';
import { ChatRestrictions } from './moderation/chat-restrictions.client';
import { ModerationController } from './moderation/moderation.controller';
import { ModerationLogRepository } from './moderation/moderation-log.repository';
import { ModerationLog } from './moderation/moderation-log.service';
import { ModerationService } from './moderation/moderation.service';
import { PushesController } from './pushes/pushes.controller';
import { PushesRepository } from './pushes/pushes.repository';
import { PushesService } from './pushes/pushes.service';
import { RoomAccessRepository } from './room-access/room-access.repository';
import { RoomAccess } from './room-access/room-access.service';
import { RoomListCacheModule } from './rooms/room-list-cache.module';
import { RoomStaffController } from './room-staff/room-staff.controller';
import { RoomStaffRepository } from './room-staff/room-staff.repository';
import { RoomStaffService } from './room-staff/room-staff.service';
import { SealsRepository } from './seals/seals.repository';
import { SealsService } from './seals/seals.service';
import { StreamKeysController } from './stream-keys/stream-keys.controller';
import { StreamKeysRepository } from './stream-keys/stream-keys.repository';
import { StreamKeysService } from './stream-keys/stream-keys.service';
import { StreamerRoomController } from './streamer-room/streamer-room.controller';
import { StreamerRoomRepository } from './streamer-room/streamer-room.repository';
import { StreamerRoomService } from './streamer-room/streamer-room.service';
import { UserCards } from './user-cards/user-cards.client';

registerMessages(LIVE_STAFF_MESSAGES);

/** The streamers' tools and the moderation of rooms: who may do what, and the audit log of it. */
@Module({
  imports: [RoomListCacheModule],
  controllers: [
    StreamerApplicationsController,
    AdminStreamerApplicationsController,
    StreamerRoomController,
    StreamKeysController,
    BroadcastsController,
    BroadcastSchedulesController,
    FanGroupsController,
    ModerationController,
    RoomStaffController,
    ChatModesController,
    RoomOwnerController,
    KickoutsController,
    AdminModerationController,
    PushesController,
  ],
  providers: [
    UserCards,
    RoomAccessRepository,
    RoomAccess,
    StreamerApplicationsRepository,
    StreamerApplicationsService,
    StreamerRoomRepository,
    StreamerRoomService,
    StreamKeysRepository,
    StreamKeysService,
    BroadcastsRepository,
    BroadcastsService,
    BroadcastSchedulesRepository,
    BroadcastSchedulesService,
    FanGroupsRepository,
    FanGroupsService,
    ModerationLogRepository,
    ModerationLog,
    ChatRestrictions,
    ModerationService,
    RoomStaffRepository,
    RoomStaffService,
    ChatModesRepository,
    ChatModesService,
    KickoutsService,
    SealsRepository,
    SealsService,
    PushesRepository,
    PushesService,
    LiveOutbox,
  ],
})
export class LiveStaffModule {}

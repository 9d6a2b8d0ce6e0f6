import { Module } from '@nestjs/common';
import { registerMessages } from '@arena/shared';
import { AdminModerationController } from './admin/admin-moderation.controller';
import { BroadcastsController } from './broadcasting/broadcasts.controller';
import { BroadcastsService } from './broadcasting/broadcasts.service';
import { ChatModesController } from './chat-modes/chat-modes.controller';
import { ChatModesService } from './chat-modes/chat-modes.service';
import { KickoutsController } from './kickouts/kickouts.controller';
import { KickoutsService } from './kickouts/kickouts.service';
import { LIVE_STAFF_MESSAGES } from './live-staff.messages';
import { ChatRestrictions } from './moderation/chat-restrictions.client';
import { ModerationController } from './moderation/moderation.controller';
import { ModerationLog } from './moderation/moderation-log.service';
import { ModerationService } from './moderation/moderation.service';
import { RoomAccess } from './room-access/room-access.service';
import { RoomStaffController } from './room-staff/room-staff.controller';
import { RoomStaffService } from './room-staff/room-staff.service';
import { SealsService } from './seals/seals.service';
import { UserCards } from './user-cards/user-cards.client';

registerMessages(LIVE_STAFF_MESSAGES);

/** The streamers' tools and the moderation of rooms: who may do what, and the audit log of it. */
@Module({
  controllers: [BroadcastsController, ModerationController, RoomStaffController, ChatModesController, KickoutsController, AdminModerationController],
  providers: [RoomAccess, ModerationLog, ChatRestrictions, ModerationService, RoomStaffService, ChatModesService, BroadcastsService, KickoutsService, SealsService, UserCards],
})
export class LiveStaffModule {}

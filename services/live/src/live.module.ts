import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { LIVE_MESSAGES } from './live.messages';
import { LiveStaffModule } from './live-staff.module';
import { RoomListsController } from './rooms/room-lists.controller';
import { RoomListsService } from './rooms/room-lists.service';

registerMessages(LIVE_MESSAGES);

@Module({
  imports: [CoreModule, LiveStaffModule],
  controllers: [RoomListsController],
  providers: [RoomListsService],
})
export class LiveModule {}

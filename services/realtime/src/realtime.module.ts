import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { BannedWordsController } from './banned-words/banned-words.controller';
import { BannedWords } from './banned-words/banned-words.service';
import { ChatRulesConsumer } from './chat-rules/chat-rules.consumer';
import { ChatRulesService } from './chat-rules/chat-rules.service';
import { RoomAnchors } from './chat-rules/room-anchors';
import { GroupMessagesService } from './group-messages/group-messages.service';
import { GroupSenders } from './group-messages/group-senders';
import { NobleEntries } from './groups/noble-entries';
import { RoomRateCap } from './group-messages/room-rate-cap';
import { GroupsService } from './groups/groups.service';
import { OnlineCounter } from './groups/online-counter';
import { ImLogins } from './im-session/im-identity';
import { ImGateway } from './im-session/im.gateway';
import { SessionRevocationsListener } from './im-session/session-revocations.listener';
import { HeartbeatMonitor } from './live/heartbeat-monitor';
import { LiveGateway } from './live/live.gateway';
import { SendRateLimiter } from './messages/send-rate-limiter';
import { PrivateMessagesController } from './private-messages/private-messages.controller';
import { PrivateMessagesService } from './private-messages/private-messages.service';
import { ProfilesService } from './profiles/profiles.service';
import { REALTIME_MESSAGES } from './realtime.messages';
import { RestrictionsController } from './restrictions/restrictions.controller';
import { RestrictionsService } from './restrictions/restrictions.service';
import { ScanLoginListener } from './scan-login/scan-login.listener';
import { SocketServer } from './socket/socket-server';

registerMessages(REALTIME_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [RestrictionsController, PrivateMessagesController, BannedWordsController],
  providers: [
    SocketServer,
    LiveGateway,
    HeartbeatMonitor,
    ScanLoginListener,
    ImGateway,
    ImLogins,
    SessionRevocationsListener,
    ProfilesService,
    GroupsService,
    OnlineCounter,
    GroupMessagesService,
    GroupSenders,
    NobleEntries,
    PrivateMessagesService,
    RestrictionsService,
    SendRateLimiter,
    RoomRateCap,
    ChatRulesConsumer,
    ChatRulesService,
    RoomAnchors,
    BannedWords,
  ],
})
export class RealtimeModule {}

import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { AutoReplies } from './auto-replies/auto-replies';
import { BannedWordsController } from './banned-words/banned-words.controller';
import { ChatHistoryController } from './group-messages/chat-history.controller';
import { BannedWordsRepository } from './banned-words/banned-words.repository';
import { BannedWords } from './banned-words/banned-words.service';
import { ChatRulesConsumer } from './chat-rules/chat-rules.consumer';
import { ChatRulesRepository } from './chat-rules/chat-rules.repository';
import { ChatRulesService } from './chat-rules/chat-rules.service';
import { RoomStreamers } from './chat-rules/room-streamers';
import { GroupChatsController } from './group-chats/group-chats.controller';
import { GroupChatsRepository } from './group-chats/group-chats.repository';
import { GroupChatsService } from './group-chats/group-chats.service';
import { GroupMessagesRepository } from './group-messages/group-messages.repository';
import { GroupMessagesService } from './group-messages/group-messages.service';
import { GroupSenders } from './group-messages/group-senders';
import { NobleEntries } from './groups/noble-entries';
import { RoomRateCap } from './group-messages/room-rate-cap';
import { GroupsRepository } from './groups/groups.repository';
import { GroupsService } from './groups/groups.service';
import { OnlineCounter } from './groups/online-counter';
import { ImLogins } from './im-session/im-identity';
import { ImGateway } from './im-session/im.gateway';
import { SessionRevocationsListener } from './im-session/session-revocations.listener';
import { HeartbeatMonitor } from './live/heartbeat-monitor';
import { LiveGateway } from './live/live.gateway';
import { SendRateLimiter } from './messages/send-rate-limiter';
import {
  PrivateMessagesController,
  PrivateMessagesInternalController,
} from './private-messages/private-messages.controller';
import { PrivateMessagesRepository } from './private-messages/private-messages.repository';
import { PrivateMessagesService } from './private-messages/private-messages.service';
import { ProfilesRepository } from './profiles/profiles.repository';
import { ProfilesService } from './profiles/profiles.service';
import { REALTIME_MESSAGES } from './realtime.messages';
import { RestrictionsController } from './restrictions/restrictions.controller';
import { RestrictionsRepository } from './restrictions/restrictions.repository';
import { RestrictionsService } from './restrictions/restrictions.service';
import { ScanLoginListener } from './scan-login/scan-login.listener';
import { SocketServer } from './socket/socket-server';

registerMessages(REALTIME_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [
    RestrictionsController,
    PrivateMessagesController,
    PrivateMessagesInternalController,
    BannedWordsController,
    ChatHistoryController,
    GroupChatsController,
  ],
  providers: [
    SocketServer,
    LiveGateway,
    HeartbeatMonitor,
    ScanLoginListener,
    ImGateway,
    ImLogins,
    SessionRevocationsListener,
    ProfilesService,
    ProfilesRepository,
    GroupsService,
    GroupsRepository,
    OnlineCounter,
    GroupMessagesService,
    GroupChatsService,
    GroupChatsRepository,
    GroupMessagesRepository,
    GroupSenders,
    NobleEntries,
    PrivateMessagesService,
    AutoReplies,
    PrivateMessagesRepository,
    RestrictionsService,
    RestrictionsRepository,
    SendRateLimiter,
    RoomRateCap,
    ChatRulesConsumer,
    ChatRulesService,
    ChatRulesRepository,
    RoomStreamers,
    BannedWords,
    BannedWordsRepository,
  ],
})
export class RealtimeModule {}

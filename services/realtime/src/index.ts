/** What other packages (tools, tests) may use of the realtime service: its app factory. */
export { createRealtimeApp as createApp } from './realtime.app';
export { seedRealtime } from './seed/realtime.seed';
export { seedGroupChats } from './seed/group-chats.seed';
export { seedRoomChat } from './seed/room-chat.seed';

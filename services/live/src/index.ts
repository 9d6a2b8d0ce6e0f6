/** What other packages (tools, tests) may use of the live service: its app factory. */
export { createLiveApp as createApp } from './live.app';
export { type SeededRoom, seedLive, seedMatchBroadcasts } from './seed/live.seed';
export { seedLiveFollows } from './seed/follows.seed';
export { seedLiveStaff } from './seed/live-staff.seed';

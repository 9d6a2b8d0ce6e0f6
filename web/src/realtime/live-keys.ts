/** TanStack Query key of the streamer's kick-out list (live/liveKickoutList): a liveKickout push reloads it. */
export const LIVE_KICKOUT_LIST_KEY = ['live', 'liveKickoutList'] as const;

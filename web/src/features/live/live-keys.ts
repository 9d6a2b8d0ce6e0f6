/**
 * Every TanStack Query key of the live domain, under `['live']`: a prefix invalidates everything
 * below it (a room's keys go with `room(id)`, going on or off the air invalidates `all`).
 */
export const liveKeys = {
  all: ['live'] as const,
  room: (roomId: number) => ['live', 'room', roomId] as const,
  roomMe: (roomId: number) => [...liveKeys.room(roomId), 'me'] as const,
  nextSchedule: (roomId: number, loggedIn: boolean) => [...liveKeys.room(roomId), 'next-schedule', loggedIn] as const,
  recordings: (roomId: number) => [...liveKeys.room(roomId), 'recordings'] as const,
  ranking: (roomId: number, period: string) => [...liveKeys.room(roomId), 'ranking', period] as const,
  chatModes: (roomId: number) => ['live', 'chat-modes', roomId] as const,
  rooms: (lang: string, type: number | string, id: number | string | null, page: number, limit: number) =>
    ['live', 'rooms', lang, type, id, page, limit] as const,
  index: (lang: string) => ['live', 'index', lang] as const,
  buckets: (lang: string) => ['live', 'buckets', lang] as const,
  rank: (type: number, lang: string) => ['live', 'rank', type, lang] as const,
  followedRooms: (lang: string, page: number) => ['live', 'followed-rooms', lang, page] as const,
  reservations: ['live', 'reservations'] as const,
  myReservations: (page: number) => [...liveKeys.reservations, 'mine', page] as const,
  upcomingReservations: (page: number, loggedIn: boolean) =>
    [...liveKeys.reservations, 'upcoming', page, loggedIn] as const,
  watchHistory: (page: number) => ['live', 'watch-history', page] as const,
  broadcasts: ['live', 'broadcasts'] as const,
  broadcastsPage: (page: number) => [...liveKeys.broadcasts, page] as const,
  streamerApplication: ['live', 'anchor-application', 'mine'] as const,
  streamerRoom: ['live', 'streamer-room'] as const,
  streamAddress: ['live', 'stream-address'] as const,
  mySchedules: ['live', 'my-schedules'] as const,
  staff: (roomId: number, role: 'manager' | 'assistant', page: number) =>
    ['live', 'staff', roomId, role, page] as const,
  fanGroup: (streamerId: number) => ['live', 'fan-group', streamerId] as const,
  fanMembers: (page: number) => ['live', 'fan-group', 'members', page] as const,
  /** The streamer's kick-out list (live/liveKickoutList): a liveKickout push reloads it. */
  kickouts: ['live', 'liveKickoutList'] as const,
  kickoutsPage: (page: number) => ['live', 'liveKickoutList', page] as const,
};

import { ServiceRoutes } from './route-entry';

/** The `live` rows of the catalogue (48 in all). */
export const LIVE_ROUTES: ServiceRoutes = {
  service: 'live',
  catalogue: [
    // rooms and lists
    { method: 'GET', path: 'Live/getRoomList', target: '/rooms', access: 'open' },
    { method: 'GET', path: 'Live/getBucketRoomList', target: '/rooms/buckets', access: 'open' },
    { method: 'POST', path: 'Live_streaming/getLiveList', target: '/rooms/live', access: 'open' },
    { method: 'POST', path: 'Live_streaming/getHotList', target: '/rooms/hot', access: 'open' },
    { method: 'POST', path: 'Live_streaming/getLiveHotList', target: '/rooms/hot/by-type', access: 'open' },
    { method: 'POST', path: 'Live_streaming/getIndexLiveList', target: '/rooms/index', access: 'open' },
    { method: 'POST', path: 'Live_streaming/getRankInfoList', target: '/rooms/rank', access: 'open' },
    { method: 'POST', path: 'Live_streaming/roomRanking', target: '/rooms/ranking', access: 'open' },
    // one room
    { method: 'POST', path: 'Live_streaming/getRoomInfo', target: '/rooms/info', access: 'open' },
    { method: 'POST', path: 'live/getLiveByUid', target: '/rooms/by-anchor', access: 'open' },
    { method: 'POST', path: 'live/share', target: '/rooms/share', access: 'user' },
    // playback addresses (the media service serves them)
    { method: 'GET', path: 'Live/getLiveUrl', target: '/playback/live-url', access: 'open' },
    { method: 'POST', path: 'live/convertURL', target: '/playback/convert', access: 'open' },
    { method: 'POST', path: 'Live_streaming/getLivePlaybackList', target: '/playback/recordings', access: 'open' },
    // reservations
    { method: 'GET', path: 'Live/setReserveLiveNew', target: '/reservations/schedule', access: 'user' },
    { method: 'POST', path: 'live/reserveMatch', target: '/reservations/match', access: 'user' },
    { method: 'POST', path: 'live/reserveMatch2', target: '/reservations/match-in-room', access: 'user' },
    { method: 'POST', path: 'live/deleteReserveLive', target: '/reservations/cancel', access: 'user' },
    { method: 'POST', path: 'Live_streaming/getUserReserveLiveList', target: '/reservations/mine', access: 'user' },
    { method: 'POST', path: 'Live_streaming/getReserveLiveList', target: '/reservations/upcoming', access: 'open' },
    // search
    { method: 'GET', path: 'api/Search/index', target: '/search', access: 'open' },
    { method: 'GET', path: 'api/Search/anchor', target: '/search/anchors', access: 'open' },
    { method: 'GET', path: 'api/Search/live', target: '/search/rooms', access: 'open' },
    // streamers: the room, schedules, going on and off the air
    { method: 'GET', path: 'Live/getPlacard', target: '/streamer-room/placard', access: 'open' },
    { method: 'POST', path: 'Live/setPlacard', target: '/streamer-room/placard', access: 'streamer' },
    { method: 'POST', path: 'Live/setLiveInfo', target: '/streamer-room/update', access: 'streamer' },
    { method: 'POST', path: 'live/updateLive', target: '/streamer-room/update', access: 'streamer' },
    { method: 'POST', path: 'live/setTitle', target: '/streamer-room/title', access: 'streamer' },
    { method: 'POST', path: 'Live/setLiveList', target: '/broadcast-schedules', access: 'streamer' },
    { method: 'GET', path: 'Live/startRoom', target: '/broadcasts/start', access: 'streamer' },
    { method: 'POST', path: 'Live/mobileStartRoom', target: '/broadcasts/start-mobile', access: 'streamer' },
    { method: 'GET', path: 'Live/endRoom', target: '/broadcasts/end', access: 'streamer' },
    // fan groups and badges
    { method: 'POST', path: 'Live_streaming/getFansGroupInfo', target: '/fan-groups/info', access: 'open' },
    { method: 'POST', path: 'live/addshowGroup', target: '/fan-groups/join', access: 'user' },
    { method: 'POST', path: 'Live_streaming/badgeList', target: '/fan-groups/badges', access: 'user' },
    { method: 'POST', path: 'Live_streaming/badgeEdit', target: '/fan-groups/badges/wear', access: 'user' },
    { method: 'POST', path: 'member/setBadgeName', target: '/fan-groups/name', access: 'streamer' },
    { method: 'POST', path: 'live/groupList', target: '/fan-groups/members', access: 'streamer' },
    { method: 'POST', path: 'live/getLiveGroupList', target: '/fan-groups', access: 'open' },
    // moderation
    { method: 'POST', path: 'Live/setTaboo', target: '/moderation/taboo', access: 'room-staff' },
    { method: 'POST', path: 'RoomManage/relieveTaboo', target: '/moderation/taboo/lift', access: 'room-staff' },
    { method: 'POST', path: 'Live/getUserStatus', target: '/moderation/user-status', access: 'open' },
    { method: 'POST', path: 'RoomManage/setAdministrations', target: '/room-staff', access: 'room-staff' },
    { method: 'POST', path: 'RoomManage/delLiveRoomManage', target: '/room-staff/dismiss', access: 'room-staff' },
    { method: 'POST', path: 'RoomManage/getLiveRoomManageList', target: '/room-staff/managers', access: 'room-staff' },
    { method: 'POST', path: 'live/assistantList', target: '/room-staff/assistants', access: 'room-staff' },
    { method: 'POST', path: 'live/liveKickout', target: '/kickouts', access: 'admin' },
    { method: 'POST', path: 'live/liveKickoutList', target: '/kickouts/list', access: 'user' },
  ],
  prefixes: [
    // the streamer area outside the catalogue: applications, own room, push address, records, schedules
    { prefix: '/api/anchor-applications', target: '/anchor-applications', access: { 'POST /': 'user', 'GET /mine': 'user' } },
    { prefix: '/api/admin/anchor-applications', target: '/admin/anchor-applications', access: { 'GET /': 'admin', 'POST /:id/approve': 'admin', 'POST /:id/reject': 'admin' } },
    { prefix: '/api/streamer-room', target: '/streamer-room', access: { 'GET /': 'streamer', 'POST /update': 'streamer', 'POST /title': 'streamer', 'POST /placard': 'streamer', 'GET /placard': 'open' } },
    { prefix: '/api/stream-keys', target: '/stream-keys', access: { 'GET /': 'streamer', 'POST /': 'streamer' } },
    { prefix: '/api/broadcasts', target: '/broadcasts', access: { 'GET /start': 'streamer', 'POST /start-mobile': 'streamer', 'GET /end': 'streamer', 'GET /': 'streamer', 'POST /delete-recording': 'streamer' } },
    { prefix: '/api/broadcast-schedules', target: '/broadcast-schedules', access: { 'POST /': 'streamer', 'GET /': 'streamer', 'POST /delete': 'streamer' } },
    // moderation outside the catalogue: shields, chat modes, the administrators' audit log and seals
    { prefix: '/api/moderation', target: '/moderation', access: { 'POST /taboo': 'room-staff', 'POST /taboo/lift': 'room-staff', 'POST /shield': 'room-staff', 'POST /shield/lift': 'room-staff', 'POST /user-status': 'open' } },
    { prefix: '/api/chat-modes', target: '/chat-modes', access: { 'GET /': 'open', 'POST /': 'room-staff' } },
    { prefix: '/api/admin/moderation', target: '/admin/moderation', access: { 'GET /log': 'admin', 'POST /seal': 'admin', 'POST /unseal': 'admin' } },
  ],
};

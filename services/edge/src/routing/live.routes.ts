import { ServiceRoutes } from './route-entry';

/** The `live` rows of the catalogue (48 in all). */
export const LIVE_ROUTES: ServiceRoutes = {
  service: 'live',
  catalogue: [
    // rooms and lists
    { method: 'GET', path: 'Live/getRoomList', target: '/rooms' },
    { method: 'GET', path: 'Live/getBucketRoomList', target: '/rooms/buckets' },
    { method: 'POST', path: 'Live_streaming/getLiveList', target: '/rooms/live' },
    { method: 'POST', path: 'Live_streaming/getHotList', target: '/rooms/hot' },
    { method: 'POST', path: 'Live_streaming/getLiveHotList', target: '/rooms/hot/by-type' },
    { method: 'POST', path: 'Live_streaming/getIndexLiveList', target: '/rooms/index' },
    { method: 'POST', path: 'Live_streaming/getRankInfoList', target: '/rooms/rank' },
    { method: 'POST', path: 'Live_streaming/roomRanking', target: '/rooms/ranking' },
    // one room
    { method: 'POST', path: 'Live_streaming/getRoomInfo', target: '/rooms/info' },
    { method: 'POST', path: 'live/getLiveByUid', target: '/rooms/by-streamer' },
    { method: 'POST', path: 'live/share', target: '/rooms/share' },
    // playback addresses (the media service serves them)
    { method: 'GET', path: 'Live/getLiveUrl', target: '/playback/live-url' },
    { method: 'POST', path: 'live/convertURL', target: '/playback/convert' },
    { method: 'POST', path: 'Live_streaming/getLivePlaybackList', target: '/playback/recordings' },
    // reservations
    { method: 'GET', path: 'Live/setReserveLiveNew', target: '/reservations/schedule' },
    { method: 'POST', path: 'live/reserveMatch', target: '/reservations/match' },
    { method: 'POST', path: 'live/reserveMatch2', target: '/reservations/match-in-room' },
    { method: 'POST', path: 'live/deleteReserveLive', target: '/reservations/cancel' },
    { method: 'POST', path: 'Live_streaming/getUserReserveLiveList', target: '/reservations/mine' },
    { method: 'POST', path: 'Live_streaming/getReserveLiveList', target: '/reservations/upcoming' },
    // search
    { method: 'GET', path: 'api/Search/index', target: '/search' },
    { method: 'GET', path: 'api/Search/anchor', target: '/search/streamers' },
    { method: 'GET', path: 'api/Search/live', target: '/search/rooms' },
    // streamers: the room, schedules, going on and off the air
    { method: 'GET', path: 'Live/getPlacard', target: '/streamer-room/placard' },
    { method: 'POST', path: 'Live/setPlacard', target: '/streamer-room/placard' },
    { method: 'POST', path: 'Live/setLiveInfo', target: '/streamer-room/update' },
    { method: 'POST', path: 'live/updateLive', target: '/streamer-room/update' },
    { method: 'POST', path: 'live/setTitle', target: '/streamer-room/title' },
    { method: 'POST', path: 'Live/setLiveList', target: '/broadcast-schedules' },
    { method: 'GET', path: 'Live/startRoom', target: '/broadcasts/start' },
    { method: 'POST', path: 'Live/mobileStartRoom', target: '/broadcasts/start-mobile' },
    { method: 'GET', path: 'Live/endRoom', target: '/broadcasts/end' },
    // fan groups and badges
    { method: 'POST', path: 'Live_streaming/getFansGroupInfo', target: '/fan-groups/info' },
    { method: 'POST', path: 'live/addshowGroup', target: '/fan-groups/join' },
    { method: 'POST', path: 'Live_streaming/badgeList', target: '/fan-groups/badges' },
    { method: 'POST', path: 'Live_streaming/badgeEdit', target: '/fan-groups/badges/wear' },
    { method: 'POST', path: 'member/setBadgeName', target: '/fan-groups/name' },
    { method: 'POST', path: 'live/groupList', target: '/fan-groups/members' },
    { method: 'POST', path: 'live/getLiveGroupList', target: '/fan-groups' },
    // moderation
    { method: 'POST', path: 'Live/setTaboo', target: '/moderation/taboo' },
    { method: 'POST', path: 'RoomManage/relieveTaboo', target: '/moderation/taboo/lift' },
    { method: 'POST', path: 'Live/getUserStatus', target: '/moderation/user-status' },
    { method: 'POST', path: 'RoomManage/setAdministrations', target: '/room-staff' },
    { method: 'POST', path: 'RoomManage/delLiveRoomManage', target: '/room-staff/dismiss' },
    { method: 'POST', path: 'RoomManage/getLiveRoomManageList', target: '/room-staff/managers' },
    { method: 'POST', path: 'live/assistantList', target: '/room-staff/assistants' },
    { method: 'POST', path: 'live/liveKickout', target: '/kickouts' },
    { method: 'POST', path: 'live/liveKickoutList', target: '/kickouts/list' },
  ],
  prefixes: [
    // the streamer area outside the catalogue: applications, own room, push address, records, schedules
    { prefix: '/api/anchor-applications', target: '/streamer-applications' },
    { prefix: '/api/admin/anchor-applications', target: '/admin/streamer-applications' },
    { prefix: '/api/streamer-room', target: '/streamer-room' },
    { prefix: '/api/stream-keys', target: '/stream-keys' },
    { prefix: '/api/broadcasts', target: '/broadcasts' },
    { prefix: '/api/broadcast-schedules', target: '/broadcast-schedules' },
    // moderation outside the catalogue: shields, chat modes, the administrators' audit log and seals
    { prefix: '/api/moderation', target: '/moderation' },
    { prefix: '/api/chat-modes', target: '/chat-modes' },
    { prefix: '/api/admin/moderation', target: '/admin/moderation' },
  ],
};

import type { DanmakuColor, DanmakuMode } from './video-danmaku';

/**
 * The live socket (socket.io namespace `/live`) as the site, the services and the gateway share it.
 * Client -> server events are acknowledged with the HTTP envelope `{ code, msg, data }`; everything
 * the server pushes travels on the single event `message` as a LiveMessage, keyed by `code`.
 */
export const LIVE_NAMESPACE = '/live';
/** The one server -> client event of `/live`. */
export const LIVE_MESSAGE_EVENT = 'message';

export const LIVE_CODE = {
  /** Index data (football or basketball) for subscribers of a classify type; goal pop-ups and horn messages to every socket. */
  INDEX: 100,
  /** Room events, scan-login results and kick-outs. */
  EVENT: 200,
} as const;

/** The spec's live socket object types, carried by code 200 to the sockets that entered the room. */
export const ROOM_EVENT_TYPES = [
  'chat',
  'relieveTaboo',
  'gift',
  'setTaboo',
  'startRoom',
  'sealingStatu',
  'enterRoom',
  'setAdministrations',
  'endRoom',
  'setusershield',
  'updateGuessBetting',
  /** A red envelope was put in the room: raise the pop-up (Redenvelope/receiveRed grabs). */
  'redEnvelope',
  /** A paid danmaku (Barrage/send): a room event, so the danmaku rate cap never drops it. */
  'barrage',
  /** A finished broadcast's replay video is ready (seconds after endRoom): the replay tab reads it. */
  'replayReady',
  /** A clip of the room (a viewer's, or a goal clip) is ready: the room's clips tab reads it. */
  'clipReady',
] as const;
export type RoomEventType = (typeof ROOM_EVENT_TYPES)[number];

export const INDEX_SPORTS = ['football', 'basketball'] as const;
export type IndexSport = (typeof INDEX_SPORTS)[number];

/** The spec's goal pop-up fields. */
export interface GoalPopup {
  /** 1 when the home side scored, 0 for the away side. */
  iszhu: number;
  match_str: string;
  home_team_name_zh: string;
  away_team_name_zh: string;
  home_score: number;
  away_score: number;
  /** Match minute shown on the pop-up. */
  minute?: string;
  /** The scores service adds the match, its sequence number and both names in every language (the page shows the viewer's). */
  match_id?: number;
  seq?: number;
  home_team_name?: { zh: string; en: string; vi: string };
  away_team_name?: { zh: string; en: string; vi: string };
}

/** A horn message (Member/sneHorn): shown as a banner on every page of every connected visitor. */
export interface HornMessage {
  id: number;
  user_id: number;
  user_nickname: string;
  avatar: string;
  /** The sender's noble level (0: none). */
  toplevel: number;
  content: string;
  created_at: string;
}

/** Room events whose `data` has a declared shape; the others carry a plain object. */
export interface RoomEventDataMap {
  enterRoom: EnterRoomEventData;
  gift: GiftEventData;
  redEnvelope: RedEnvelopeEventData;
  barrage: BarrageEventData;
}
export type RoomEventData<T extends RoomEventType> = T extends keyof RoomEventDataMap
  ? RoomEventDataMap[T]
  : Record<string, unknown>;
/** A code 200 room event, `data` typed by its `type`. */
export type RoomEventMessage = {
  [T in RoomEventType]: { code: 200; type: T; roomId: number; data: RoomEventData<T> };
}[RoomEventType];

export type LiveMessage =
  | { code: 100; type: IndexSport; data: unknown }
  | { code: 100; type: 'goal'; data: GoalPopup }
  | { code: 100; type: 'horn'; data: HornMessage }
  | RoomEventMessage
  | { code: 200; type: 'login'; data: { status: 'scanned' } | { status: 'loggedIn'; token: string; userId: number } }
  | { code: 200; type: 'liveKickout'; data: { roomId: number; reason?: string } }
  /** To the user's own sockets after a spend: their wealth level and progress now, as Member/info shows them. */
  | { code: 200; type: 'wealthLevel'; data: { userlevel: number; exp_percent: number } }
  | { code: 200; type: 'balance'; data: BalancePush }
  /** To the user's own sockets when a notification arrived (Push/getList): the unread count now. */
  | { code: 200; type: 'notification'; data: NotificationPush }
  /** To the uploader's own sockets while their video is transcoded, and once it is ready or failed for good. */
  | { code: 200; type: 'videoTranscode'; data: VideoTranscodePush }
  /** To the sockets watching a video (`enterVideo`): a danmaku line just posted on it, at its moment of the playback. */
  | { code: 200; type: 'videoDanmaku'; data: VideoDanmakuPush }
  /** To the sockets watching a video: its author deleted a line; pages take it off their screen and timeline. */
  | { code: 200; type: 'videoDanmakuDeleted'; data: { id: number; video_id: number } };

/** A new notification's id and the user's unread notifications after it; the page reads the list in its language. */
export interface NotificationPush {
  id: number;
  unread: number;
}

/** Where an uploaded video stands (Video/getVideoInfo has the same, with a failure's reason in words). */
export interface VideoTranscodePush {
  video_id: number;
  status: 'transcoding' | 'ready' | 'failed';
  /** 0-100. */
  progress: number;
}

/** A video's danmaku line as its list answers it (`GET /api/video/danmaku`), without `is_mine`: the page knows its user. */
export interface VideoDanmakuPush {
  id: number;
  video_id: number;
  /** Milliseconds into the video where the line shows. */
  at_ms: number;
  text: string;
  color: DanmakuColor;
  mode: DanmakuMode;
  uid: number;
  user_nickname: string;
  created_at: string;
}

/** A balance of Member/info: `gold` (diamonds), `balances` (cash) or `consumption` (the consumption wallet). */
export type BalanceField = 'gold' | 'balances' | 'consumption';

/**
 * To the user's own sockets when one of their balances changed (a gift, a reward, a grab, a
 * recharge...), as Member/info shows it. `version` is the wallet's transfer id, which only grows per
 * balance: a page keeps the highest it has seen.
 */
export interface BalancePush {
  field: BalanceField;
  value: string;
  version: string;
}

/** Client -> server events of `/live` and their payloads. */
export interface LiveClientEvents {
  /** First message: who is connecting; a logged-in page adds its id and messaging signature. */
  register: { client: 'web'; userId?: number; userSig?: string };
  /** Every heartbeatMs (30 s); a socket silent for two intervals is dropped. */
  heartbeat: Record<string, never>;
  /** Which index data to receive: replaces the previous choice; 'none' stops it. */
  classify: { type: IndexSport | 'none' };
  /** Receive the code 200 events of a live room (and leave it). */
  enterRoom: { roomId: number };
  leaveRoom: { roomId: number };
  /** Receive the danmaku posted on a video while its page is open (and stop). */
  enterVideo: { videoId: number };
  leaveVideo: { videoId: number };
  /** Wait for the scan-login result of a code from user/getLoginQrcode, proven with the secret that came with it. */
  qrLogin: { code: string; secret: string };
}

export interface LiveRegistered {
  sid: string;
  heartbeatMs: number;
  userId?: number;
}

/** socket.io rooms of `/live`; the emitter and the gateway must agree on them. */
export const liveRooms = {
  index: (sport: IndexSport) => `index:${sport}`,
  room: (roomId: number) => `room:${roomId}`,
  video: (videoId: number) => `video:${videoId}`,
  user: (userId: number) => `user:${userId}`,
  qr: (code: string) => `qr:${code}`,
};

/**
 * A room's chat modes: set by the streamer or the room's staff through the live service, enforced
 * by the chat gateway on every room message (the live service announces changes as
 * `live.modes.changed`). One shape for the API, the event and the site.
 */
export interface RoomChatModes {
  room_id: number;
  /** Seconds one user waits between two messages; 0 is off. */
  slow_seconds: number;
  followers_only: boolean;
  /** With followers_only: minutes a viewer must have followed the streamer for (0: any follower). */
  followers_min_minutes: number;
  /** Only wearers of the streamer's fan badge may post. */
  fans_only: boolean;
  /** Only emoticon codes (`[name]`), no other text. */
  emote_only: boolean;
}

/** The `data` of a room's code 200 `gift` event: who sent what, drawn over the player by every viewer. */
/**
 * A noble entered a live room (joined its chat): the room shows their tier's entry effect. Sent once
 * a minute at most per noble and room, whatever the number of their tabs and reconnects.
 */
export interface EnterRoomEventData {
  uid: number;
  nick: string;
  /** The noble tier's level (Guard/getList), which names the tier, its effect and colour. */
  noble: number;
  /** The sender's wealth level. */
  level: number;
}

export interface GiftEventData {
  send_id: number;
  user_id: number;
  user_nickname: string;
  avatar: string;
  gift_id: number;
  gift_code: string;
  /** In the sender's language; a viewer's page names the gift from its own catalogue by `gift_id`. */
  gift_name: string;
  image: string;
  animation: string;
  /** 1 (cheapest) .. 5 (grandest): the grander tiers take the whole player for a moment. */
  tier: number;
  count: number;
  /** Diamonds paid ("0" from the backpack). */
  diamonds: string;
}

/** The `data` of a room's code 200 `redEnvelope` event: a red envelope to grab (Redenvelope/receiveRed). */
export interface RedEnvelopeEventData {
  id: number;
  sender_id: number;
  sender_nickname: string;
  sender_avatar: string;
  diamonds: number;
  count: number;
  greeting: string;
  /** ISO time after which the remainder goes back to the sender. */
  expires_at: string;
}

/** Who someone is in a room, as moderation and the chat see it. */
export type RoomRole = 'admin' | 'anchor' | 'manager' | 'assistant' | 'viewer';

/** The `data` of the code 200 moderation events (setTaboo, relieveTaboo, setusershield, setAdministrations, sealingStatu). */
export interface ModerationEventData {
  /** The user acted upon (absent for sealingStatu). */
  uid?: number;
  /** Who acted. */
  by: number;
  /** setTaboo: when the mute ends (ms since epoch), null until lifted. */
  until?: number | null;
  /** setusershield: 1 shielded, 0 lifted. setAdministrations: 1 made staff, 0 removed. sealingStatu: 1 sealed, 0 unsealed. */
  status?: 0 | 1;
  /** setAdministrations: the staff role given. */
  role?: 'manager' | 'assistant';
}

/** A paid danmaku (Barrage/send) in its style; the room draws it in `color` with its `effect`. */
export interface BarrageEventData {
  id: number;
  user_id: number;
  user_nickname: string;
  avatar: string;
  content: string;
  style_id: number;
  style_code: string;
  color: string;
  /** `float` (across the player), `top` (pinned a few seconds) or `glow`. */
  effect: string;
  diamonds: number;
  created_at: string;
}

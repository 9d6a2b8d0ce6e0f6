import {
  BalancePush,
  GoalPopup,
  HornMessage,
  IM_NAMESPACE,
  imRooms,
  ImServerEvents,
  IndexSport,
  LIVE_MESSAGE_EVENT,
  LIVE_NAMESPACE,
  LiveMessage,
  liveRooms,
  NotificationPush,
  RoomEventData,
  RoomEventMessage,
  RoomEventType,
  VideoDanmakuPush,
  VideoTranscodePush,
} from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.service';
import { socketStream } from './socket-stream';

/** socket.io's cluster message type for a broadcast, and its engine packet type for an event. */
const BROADCAST = '3';
const EVENT_PACKET = 2;
/** The sender id the cluster adapter recognises as "an emitter, not a server". */
const EMITTER_UID = 'emitter';

/**
 * How any service pushes to the site's sockets: one entry appended to the Redis stream that every
 * realtime process reads (the socket.io Redis streams adapter), so nothing calls the realtime process
 * and a client that was briefly disconnected is replayed the pushes it missed, these included.
 */
@Injectable()
export class RealtimeEmitter {
  private readonly stream = socketStream();

  constructor(private readonly redis: RedisService) {}

  /** Code 100: index data for the sockets that classified themselves for this sport. */
  indexData(sport: IndexSport, data: unknown): Promise<void> {
    return this.live(liveRooms.index(sport), { code: 100, type: sport, data });
  }

  /** Code 100 goal pop-up, to every live socket: the site raises it on every page. */
  goal(data: GoalPopup): Promise<void> {
    return this.live(null, { code: 100, type: 'goal', data });
  }

  /** Code 100 horn message, to every live socket: the site shows it as a banner on every page. */
  horn(data: HornMessage): Promise<void> {
    return this.live(null, { code: 100, type: 'horn', data });
  }

  /**
   * Code 200: an event of a live room, to the sockets that entered it. Room events (gifts,
   * moderation, system) never pass the danmaku rate cap: they are always delivered.
   */
  roomEvent<T extends RoomEventType>(roomId: number, type: T, data: RoomEventData<T>): Promise<void> {
    return this.live(liveRooms.room(roomId), { code: 200, type, roomId, data } as RoomEventMessage);
  }

  /** Several room events in one round trip to Redis (a batch of gifts), in their order. */
  roomEvents(messages: readonly RoomEventMessage[]): Promise<void> {
    return this.liveAll(messages.map((message) => [liveRooms.room(message.roomId), message]));
  }

  /** Code 200 liveKickout, to every live socket of the streamer. */
  liveKickout(userId: number, roomId: number, reason?: string): Promise<void> {
    return this.live(liveRooms.user(userId), { code: 200, type: 'liveKickout', data: { roomId, reason } });
  }

  /** Code 200 wealthLevel, to every live socket of each user: their level and progress after a spend, so open pages show them; one round trip. */
  wealthLevels(levels: readonly { userId: number; data: { userlevel: number; exp_percent: number } }[]): Promise<void> {
    return this.liveAll(
      levels.map(({ userId, data }) => [liveRooms.user(userId), { code: 200, type: 'wealthLevel', data }]),
    );
  }

  /** Code 200 balance, to every live socket of each user: a balance after a transfer, so open pages show it; one round trip. */
  balances(balances: readonly { userId: number; data: BalancePush }[]): Promise<void> {
    return this.liveAll(
      balances.map(({ userId, data }) => [liveRooms.user(userId), { code: 200, type: 'balance', data }]),
    );
  }

  /** Code 200 notification, to every live socket of each user: the bell's count rises on their open pages; one round trip. */
  notifications(pushes: readonly { userId: number; data: NotificationPush }[]): Promise<void> {
    return this.liveAll(
      pushes.map(({ userId, data }) => [liveRooms.user(userId), { code: 200, type: 'notification', data }]),
    );
  }

  /** Code 200 videoTranscode, to every live socket of the uploader: how the transcoding of their video goes. */
  videoTranscode(userId: number, data: VideoTranscodePush): Promise<void> {
    return this.live(liveRooms.user(userId), { code: 200, type: 'videoTranscode', data });
  }

  /** Code 200 videoDanmaku, to the sockets watching the video: a line just posted on it. */
  videoDanmaku(data: VideoDanmakuPush): Promise<void> {
    return this.live(liveRooms.video(data.video_id), { code: 200, type: 'videoDanmaku', data });
  }

  /** Code 200 videoDanmakuDeleted, to the sockets watching the video: a line its author deleted. */
  videoDanmakuDeleted(data: { id: number; video_id: number }): Promise<void> {
    return this.live(liveRooms.video(data.video_id), { code: 200, type: 'videoDanmakuDeleted', data });
  }

  /** Code 200 login result, to the page waiting on a scan-login code. */
  scanLogin(code: string, data: Extract<LiveMessage, { type: 'login' }>['data']): Promise<void> {
    return this.live(liveRooms.qr(code), { code: 200, type: 'login', data });
  }

  /** A push to every member of a chat group (e.g. the online count). */
  imGroup<E extends keyof ImServerEvents>(groupId: string, event: E, payload: ImServerEvents[E]): Promise<void> {
    return this.emit(IM_NAMESPACE, imRooms.group(groupId), event, payload);
  }

  /** A push to every socket logged in as one messaging account. */
  imAccount<E extends keyof ImServerEvents>(imId: string, event: E, payload: ImServerEvents[E]): Promise<void> {
    return this.emit(IM_NAMESPACE, imRooms.account(imId), event, payload);
  }

  /** A push to the sockets of one room of `/live`, or to all of them (room null). */
  private live(room: string | null, message: LiveMessage): Promise<void> {
    return this.emit(LIVE_NAMESPACE, room, LIVE_MESSAGE_EVENT, message);
  }

  /** Several pushes to rooms of `/live` in one round trip to Redis, in their order. */
  private async liveAll(pushes: readonly (readonly [room: string, message: LiveMessage])[]): Promise<void> {
    if (pushes.length === 0) return;
    const multi = this.redis.multi();
    for (const [room, message] of pushes) multi.xadd(...this.entry(LIVE_NAMESPACE, room, LIVE_MESSAGE_EVENT, message));
    await multi.exec();
  }

  /** The entry the streams adapter writes for `io.of(nsp).to(room).emit(event, payload)` (no room: `io.of(nsp).emit`). */
  private async emit(nsp: string, room: string | null, event: string, payload: unknown): Promise<void> {
    await this.redis.xadd(...this.entry(nsp, room, event, payload));
  }

  /** The XADD arguments of one push. */
  private entry(nsp: string, room: string | null, event: string, payload: unknown) {
    const data = JSON.stringify({
      packet: { type: EVENT_PACKET, data: [event, payload], nsp },
      opts: { rooms: room ? [room] : [], except: [], flags: {} },
    });
    return [
      this.stream.name,
      'MAXLEN',
      '~',
      this.stream.maxLen,
      '*',
      'uid',
      EMITTER_UID,
      'nsp',
      nsp,
      'type',
      BROADCAST,
      'data',
      data,
    ] as const;
  }
}

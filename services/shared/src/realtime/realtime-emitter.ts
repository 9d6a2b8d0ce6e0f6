import { GoalPopup, IM_NAMESPACE, imRooms, ImServerEvents, IndexSport, LIVE_MESSAGE_EVENT, LIVE_NAMESPACE, LiveMessage, liveRooms, RoomEventType } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { loadConfig } from '../config/config';
import { RedisService } from '../redis/redis.service';

/**
 * The socket.io channel prefix the realtime gateway's Redis adapter and every emitter share. Redis
 * pub/sub ignores the database index, so an environment on another index gets its own prefix and
 * never hears this one's broadcasts.
 */
export function socketIoKey(redisUrl = loadConfig().redisUrl): string {
  const db = Number(new URL(redisUrl).pathname.replace('/', '') || 0);
  return db ? `socket.io-db${db}` : 'socket.io';
}

/**
 * How any service pushes to the site's sockets: one Redis publish that every realtime process
 * relays to its own clients. Nothing calls the realtime process for this.
 */
@Injectable()
export class RealtimeEmitter {
  private readonly emitter: Emitter;

  constructor(redis: RedisService) {
    this.emitter = new Emitter(redis, { key: socketIoKey() });
  }

  /** Code 100: index data for the sockets that classified themselves for this sport. */
  indexData(sport: IndexSport, data: unknown): void {
    this.live(liveRooms.index(sport), { code: 100, type: sport, data });
  }

  /** Code 100 goal pop-up, to football index subscribers. */
  goal(data: GoalPopup): void {
    this.live(liveRooms.index('football'), { code: 100, type: 'goal', data });
  }

  /** Code 200: an event of a live room, to the sockets that entered it. */
  roomEvent(roomId: number, type: RoomEventType, data: Record<string, unknown>): void {
    this.live(liveRooms.room(roomId), { code: 200, type, roomId, data });
  }

  /** Code 200 liveKickout, to every live socket of the streamer. */
  liveKickout(userId: number, roomId: number, reason?: string): void {
    this.live(liveRooms.user(userId), { code: 200, type: 'liveKickout', data: { roomId, reason } });
  }

  /** Code 200 login result, to the page waiting on a scan-login code. */
  scanLogin(code: string, data: Extract<LiveMessage, { type: 'login' }>['data']): void {
    this.live(liveRooms.qr(code), { code: 200, type: 'login', data });
  }

  /** A push to every member of a chat group (e.g. the online count). */
  imGroup<E extends keyof ImServerEvents>(groupId: string, event: E, payload: ImServerEvents[E]): void {
    this.emitter.of(IM_NAMESPACE).to(imRooms.group(groupId)).emit(event, payload);
  }

  /** A push to every socket logged in as one messaging account. */
  imAccount<E extends keyof ImServerEvents>(imId: string, event: E, payload: ImServerEvents[E]): void {
    this.emitter.of(IM_NAMESPACE).to(imRooms.account(imId)).emit(event, payload);
  }

  private live(room: string, message: LiveMessage): void {
    this.emitter.of(LIVE_NAMESPACE).to(room).emit(LIVE_MESSAGE_EVENT, message);
  }
}

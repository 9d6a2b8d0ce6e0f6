import { imRooms, liveRoomGroupId, liveRoomIdOf } from '@arena/protocol';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { countRoomOnline, onlineMembersKey, RedisService, roomWatchersKey } from '@arena/shared';
import { realtimeConfig } from '../realtime.config';
import { SocketServer } from '../socket/socket-server';
import { RtSocket } from '../socket/socket-state';

/** A member entry lives this long unless its process refreshes it: a crashed process's sockets fade out. */
const ENTRY_TTL_MS = 90_000;

/** The live room of a `/live` socket.io room name `room:<n>` (liveRooms.room), undefined for other rooms. */
const watchedRoomOf = (room: string): number | undefined => {
  const match = /^room:(\d{1,10})$/.exec(room);
  return match ? Number(match[1]) : undefined;
};

/** The live rooms a `/live` socket has entered. */
export const watchedRooms = (socket: RtSocket): number[] => [...socket.rooms].map(watchedRoomOf).filter((roomId): roomId is number => roomId !== undefined);

/**
 * Online counts across every realtime process: sorted sets of socket ids scored by expiry, one per
 * chat group (`/im` members) and one per live room (`/live` sockets that entered it; a live room's
 * count is the larger of its two, `countRoomOnline`). Pushes of the count to a group are coalesced
 * so a crowd arriving at once costs one broadcast per interval, not one per arrival; a live room's
 * count goes to its chat group, where the page shows it.
 */
@Injectable()
export class OnlineCounter implements OnModuleInit, OnModuleDestroy {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private refresher?: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisService,
    private readonly sockets: SocketServer,
  ) {}

  onModuleInit(): void {
    this.refresher = setInterval(() => void this.refresh(), ENTRY_TTL_MS / 3);
    this.refresher.unref();
  }

  async add(groupId: string, socketId: string): Promise<void> {
    await this.put(onlineMembersKey(groupId), socketId);
    this.schedulePush(groupId);
  }

  async remove(groupId: string, socketId: string): Promise<void> {
    await this.redis.zrem(onlineMembersKey(groupId), socketId);
    this.schedulePush(groupId);
  }

  /** A `/live` socket entered a room. */
  async enter(roomId: number, socketId: string): Promise<void> {
    await this.put(roomWatchersKey(roomId), socketId);
    this.schedulePush(liveRoomGroupId(roomId));
  }

  async exit(roomId: number, socketId: string): Promise<void> {
    await this.redis.zrem(roomWatchersKey(roomId), socketId);
    this.schedulePush(liveRoomGroupId(roomId));
  }

  async count(groupId: string): Promise<number> {
    const roomId = liveRoomIdOf(groupId);
    if (roomId !== undefined) return (await countRoomOnline(this.redis, [roomId]))[0];
    return this.redis.zcount(onlineMembersKey(groupId), `(${Date.now()}`, '+inf');
  }

  /** The entry, with expired entries pruned and the set itself expiring once nobody refreshes it. */
  private async put(key: string, socketId: string): Promise<void> {
    const now = Date.now();
    await this.redis.multi().zremrangebyscore(key, '-inf', now).zadd(key, now + ENTRY_TTL_MS, socketId).pexpire(key, ENTRY_TTL_MS).exec();
  }

  private schedulePush(groupId: string): void {
    if (this.pending.has(groupId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(groupId);
      void this.count(groupId).then(
        (online) => this.sockets.im.to(imRooms.group(groupId)).emit('groupOnline', { groupId, online }),
        () => undefined,
      );
    }, realtimeConfig().onlinePushMs);
    this.pending.set(groupId, timer);
  }

  /** Keeps this process's memberships from expiring. */
  private async refresh(): Promise<void> {
    const members = new Map<string, string[]>();
    const note = (key: string, socketId: string) => members.set(key, [...(members.get(key) ?? []), socketId]);
    for (const socket of this.sockets.im.sockets.values()) {
      for (const room of socket.rooms) {
        const groupId = imRooms.groupOf(room);
        if (groupId) note(onlineMembersKey(groupId), socket.id);
      }
    }
    for (const socket of this.sockets.live.sockets.values()) {
      for (const roomId of watchedRooms(socket)) note(roomWatchersKey(roomId), socket.id);
    }
    if (members.size === 0) return;
    const expiry = Date.now() + ENTRY_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const [key, socketIds] of members) pipeline.zadd(key, ...socketIds.flatMap((socketId) => [expiry, socketId])).pexpire(key, ENTRY_TTL_MS);
    await pipeline.exec().catch(() => undefined);
  }

  onModuleDestroy(): void {
    clearInterval(this.refresher);
    for (const timer of this.pending.values()) clearTimeout(timer);
  }
}

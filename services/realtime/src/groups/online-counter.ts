import { imRooms, liveRoomGroupId, liveRoomIdOf } from '@arena/protocol';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { countRoomOnline, onlineMembersKey, RedisService, roomPresenceKey, roomWatchersKey } from '@arena/shared';
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

/** The user an `/im` socket is logged in as, for presence in rooms; visitors are never present. */
const presentUser = (socket: RtSocket): string | undefined =>
  socket.data.imId && !socket.data.guest ? socket.data.imId : undefined;

/** The live rooms a `/live` socket has entered. */
export const watchedRooms = (socket: RtSocket): number[] =>
  [...socket.rooms].map(watchedRoomOf).filter((roomId): roomId is number => roomId !== undefined);

/**
 * Online counts across every realtime process: sorted sets of socket ids scored by expiry, one per
 * chat group (`/im` members) and one per live room (`/live` sockets that entered it; a live room's
 * count is the larger of its two, `countRoomOnline`); and, per live room, the logged-in users whose
 * chat is in it (`roomPresenceKey`: only someone in a room may grab its red envelopes). Pushes of the count to a group are coalesced
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

  async add(groupId: string, socket: RtSocket): Promise<void> {
    const roomId = liveRoomIdOf(groupId);
    const user = presentUser(socket);
    await Promise.all([
      this.put(onlineMembersKey(groupId), socket.id),
      roomId !== undefined && user && this.put(roomPresenceKey(roomId), user),
    ]);
    this.schedulePush(groupId);
  }

  async remove(groupId: string, socket: RtSocket): Promise<void> {
    const roomId = liveRoomIdOf(groupId);
    const user = presentUser(socket);
    // Another page of the same user still in the room on this process keeps him present.
    const stays = (other: RtSocket) =>
      other.id !== socket.id && presentUser(other) === user && other.rooms.has(imRooms.group(groupId));
    const leaves = roomId !== undefined && user && ![...this.sockets.im.sockets.values()].some(stays);
    await Promise.all([
      this.redis.zrem(onlineMembersKey(groupId), socket.id),
      leaves && this.redis.zrem(roomPresenceKey(roomId), user),
    ]);
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
  private async put(key: string, member: string): Promise<void> {
    const now = Date.now();
    await this.redis
      .multi()
      .zremrangebyscore(key, '-inf', now)
      .zadd(key, now + ENTRY_TTL_MS, member)
      .pexpire(key, ENTRY_TTL_MS)
      .exec();
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
    const members = new Map<string, Set<string>>();
    const note = (key: string, member: string) => members.set(key, (members.get(key) ?? new Set()).add(member));
    for (const socket of this.sockets.im.sockets.values()) {
      const user = presentUser(socket);
      for (const room of socket.rooms) {
        const groupId = imRooms.groupOf(room);
        if (!groupId) continue;
        note(onlineMembersKey(groupId), socket.id);
        const roomId = liveRoomIdOf(groupId);
        if (roomId !== undefined && user) note(roomPresenceKey(roomId), user);
      }
    }
    for (const socket of this.sockets.live.sockets.values()) {
      for (const roomId of watchedRooms(socket)) note(roomWatchersKey(roomId), socket.id);
    }
    if (members.size === 0) return;
    const expiry = Date.now() + ENTRY_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const [key, ids] of members)
      pipeline.zadd(key, ...[...ids].flatMap((id) => [expiry, id])).pexpire(key, ENTRY_TTL_MS);
    await pipeline.exec().catch(() => undefined);
  }

  onModuleDestroy(): void {
    clearInterval(this.refresher);
    for (const timer of this.pending.values()) clearTimeout(timer);
  }
}

import { imRooms } from '@arena/protocol';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { onlineMembersKey, RedisService } from '@arena/shared';
import { realtimeConfig } from '../realtime.config';
import { SocketServer } from '../socket/socket-server';

/** A member entry lives this long unless its process refreshes it: a crashed process's sockets fade out. */
const ENTRY_TTL_MS = 90_000;
const key = onlineMembersKey;

/**
 * Online member counts across every realtime process: one sorted set per group of socket ids
 * scored by expiry. Pushes of the count to the group are coalesced so a crowd arriving at once
 * costs one broadcast per interval, not one per arrival.
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
    await this.redis.zadd(key(groupId), Date.now() + ENTRY_TTL_MS, socketId);
    this.schedulePush(groupId);
  }

  async remove(groupId: string, socketId: string): Promise<void> {
    await this.redis.zrem(key(groupId), socketId);
    this.schedulePush(groupId);
  }

  async count(groupId: string): Promise<number> {
    const [, [, count]] = (await this.redis
      .multi()
      .zremrangebyscore(key(groupId), '-inf', Date.now())
      .zcard(key(groupId))
      .exec()) as [unknown, [null, number]];
    return count;
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

  /** Keeps this process's live memberships from expiring. */
  private async refresh(): Promise<void> {
    const pipeline = this.redis.pipeline();
    const expiry = Date.now() + ENTRY_TTL_MS;
    for (const socket of this.sockets.im.sockets.values()) {
      for (const room of socket.rooms) {
        const groupId = imRooms.groupOf(room);
        if (groupId) pipeline.zadd(key(groupId), expiry, socket.id);
      }
    }
    if (pipeline.length) await pipeline.exec().catch(() => undefined);
  }

  onModuleDestroy(): void {
    clearInterval(this.refresher);
    for (const timer of this.pending.values()) clearTimeout(timer);
  }
}

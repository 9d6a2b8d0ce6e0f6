import { liveRoomGroupId } from '@arena/protocol';
import type { Redis } from 'ioredis';

/**
 * Who is online, across every realtime process: sorted sets of socket ids scored by expiry, kept by
 * the realtime gateway (groups/online-counter.ts) and read by services that show a room's online count.
 * One set per chat group (`/im` sockets that joined it) and one per live room (`/live` sockets that
 * entered it).
 */
export const onlineMembersKey = (groupId: string) => `im:online:${groupId}`;
export const roomWatchersKey = (roomId: number) => `live:online:${roomId}`;
/** The logged-in users whose `/im` socket is in a live room's chat group (user ids, scored by expiry). */
export const roomPresenceKey = (roomId: number) => `live:present:${roomId}`;

/** Whether a user is in a live room now (a page of his has joined its chat), on any realtime process. */
export async function isPresentInRoom(redis: Redis, roomId: number, userId: number): Promise<boolean> {
  const expiry = await redis.zscore(roomPresenceKey(roomId), String(userId));
  return expiry !== null && Number(expiry) > Date.now();
}

/**
 * Each live room's online count, in one round trip: a page watching a room holds a `/live` socket
 * in it and an `/im` socket in its chat group, so the count is the larger of the two (never below
 * the sockets in either). Entries whose process stopped refreshing them are not counted.
 */
export async function countRoomOnline(redis: Redis, roomIds: readonly number[]): Promise<number[]> {
  if (roomIds.length === 0) return [];
  const now = `(${Date.now()}`;
  const pipeline = redis.pipeline();
  for (const roomId of roomIds)
    pipeline
      .zcount(roomWatchersKey(roomId), now, '+inf')
      .zcount(onlineMembersKey(liveRoomGroupId(roomId)), now, '+inf');
  const counts = ((await pipeline.exec()) ?? []).map(([error, count]) => (error ? 0 : Number(count)));
  return roomIds.map((_, i) => Math.max(counts[2 * i], counts[2 * i + 1]));
}

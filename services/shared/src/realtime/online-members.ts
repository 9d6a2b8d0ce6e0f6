import type { Redis } from 'ioredis';

/**
 * Online members of a chat group across every realtime process: a sorted set of socket ids scored
 * by expiry, kept by the realtime gateway (groups/online-counter.ts) and read by services that show
 * a room's online count.
 */
export const onlineMembersKey = (groupId: string) => `im:online:${groupId}`;

/** Members not expired yet, per group, in one round trip. */
export async function countOnlineMembers(redis: Redis, groupIds: readonly string[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const now = Date.now();
  const pipeline = redis.pipeline();
  for (const groupId of groupIds) pipeline.zcount(onlineMembersKey(groupId), `(${now}`, '+inf');
  const results = (await pipeline.exec()) ?? [];
  return results.map(([error, count]) => (error ? 0 : Number(count)));
}

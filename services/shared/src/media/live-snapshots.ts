import type Redis from 'ioredis';

/**
 * A recent frame of a live room's video: the media service writes it every 30-60 s while the room is
 * on the air and records when in Redis (this key, with a lifetime a little longer than the interval),
 * so the live service's lists name a snapshot only once one exists, versioned by its time.
 */
export const liveSnapshotKey = (roomId: number): string => `media:snapshot:${roomId}`;

/** When each room's newest snapshot was taken (epoch ms), undefined for a room without one. */
export async function readLiveSnapshots(redis: Redis, roomIds: readonly number[]): Promise<(number | undefined)[]> {
  if (roomIds.length === 0) return [];
  const values = await redis.mget(roomIds.map(liveSnapshotKey));
  return values.map((value) => (value ? Number(value) : undefined));
}

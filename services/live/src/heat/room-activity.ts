import { Injectable } from '@nestjs/common';
import { RedisService } from '@arena/shared';

/** Activity is counted per room per minute; heat reads the last WINDOW_MINUTES of it. */
export const WINDOW_MINUTES = 10;
const minuteOf = (time: number) => Math.floor(time / 60_000);
const key = (kind: 'danmaku' | 'gifts', roomId: number, minute: number) => `live:activity:${kind}:${roomId}:${minute}`;

/**
 * Recent danmaku and gift diamonds per room, in Redis counters that expire after the window. Event
 * redeliveries may count a message twice: heat is a rough measure and the counters stay cheap.
 */
@Injectable()
export class RoomActivity {
  constructor(private readonly redis: RedisService) {}

  async danmaku(roomId: number, at = Date.now()): Promise<void> {
    const k = key('danmaku', roomId, minuteOf(at));
    await this.redis
      .multi()
      .incr(k)
      .expire(k, (WINDOW_MINUTES + 1) * 60)
      .exec();
  }

  /** Gift diamonds per room, any number of gifts in one round trip. */
  async gifts(gifts: readonly { roomId: number; diamonds: number }[], at = Date.now()): Promise<void> {
    const perRoom = new Map<number, number>();
    for (const gift of gifts) perRoom.set(gift.roomId, (perRoom.get(gift.roomId) ?? 0) + gift.diamonds);
    if (perRoom.size === 0) return;
    const multi = this.redis.multi();
    for (const [roomId, diamonds] of perRoom) {
      const k = key('gifts', roomId, minuteOf(at));
      multi.incrbyfloat(k, diamonds).expire(k, (WINDOW_MINUTES + 1) * 60);
    }
    await multi.exec();
  }

  /** Danmaku and gift diamonds of the last WINDOW_MINUTES, per room, in one round trip. */
  async recent(roomIds: readonly number[], now = Date.now()): Promise<{ danmaku: number; gifts: number }[]> {
    if (roomIds.length === 0) return [];
    const minutes = Array.from({ length: WINDOW_MINUTES }, (_, i) => minuteOf(now) - i);
    const pipeline = this.redis.pipeline();
    for (const roomId of roomIds) {
      pipeline.mget(minutes.map((m) => key('danmaku', roomId, m)));
      pipeline.mget(minutes.map((m) => key('gifts', roomId, m)));
    }
    const results = (await pipeline.exec()) ?? [];
    const sum = (values: unknown) =>
      ((values as (string | null)[] | null) ?? []).reduce((total, v) => total + Number(v ?? 0), 0);
    return roomIds.map((_, i) => ({ danmaku: sum(results[2 * i]?.[1]), gifts: sum(results[2 * i + 1]?.[1]) }));
  }
}

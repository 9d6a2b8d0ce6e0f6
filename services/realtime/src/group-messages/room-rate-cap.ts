import { Injectable } from '@nestjs/common';
import { RedisService } from '@arena/shared';
import { realtimeConfig } from '../realtime.config';

/** The second is cut in slices so a burst at its start does not take the whole second's budget. */
const SLICES_PER_SECOND = 4;

/**
 * The per-room cap on plain danmaku, shared by every realtime process through one Redis counter per
 * room and time slice: past `roomRate` messages a second, messages are sampled out of the broadcast
 * (stored, acknowledged and shown to their sender, not pushed to the room). Nothing else a room
 * receives (gifts, moderation and system events from services, online counts) passes through here,
 * so those are never dropped.
 */
@Injectable()
export class RoomRateCap {
  constructor(private readonly redis: RedisService) {}

  async admit(groupId: string): Promise<boolean> {
    const { roomRate } = realtimeConfig();
    const sliceMs = 1000 / SLICES_PER_SECOND;
    const slice = Math.floor(Date.now() / sliceMs);
    const key = `im:room-rate:${groupId}:${slice}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(key)
      .pexpire(key, 2 * sliceMs)
      .exec()) as [[null, number], unknown];
    return count <= Math.max(1, Math.ceil(roomRate / SLICES_PER_SECOND));
  }
}

import { Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.service';

const SEALED_ROOMS_KEY = 'live:sealed-rooms';

/**
 * Which rooms an administrator has sealed, mirrored in Redis for the services that take money or
 * chat in a room (gifts, red envelopes, paid messages, the chat): the live service's `rooms.sealed_at`
 * is the record; it writes this mirror after each seal and unseal commits, and rewrites it whole at
 * start (a flushed Redis forgets nothing for long). A read is one SISMEMBER, written with the
 * request's other commands of the same event-loop turn.
 */
@Injectable()
export class SealedRooms {
  constructor(private readonly redis: RedisService) {}

  async isSealed(roomId: number): Promise<boolean> {
    return (await this.redis.sismember(SEALED_ROOMS_KEY, String(roomId))) === 1;
  }

  async mark(roomId: number, sealed: boolean): Promise<void> {
    if (sealed) await this.redis.sadd(SEALED_ROOMS_KEY, String(roomId));
    else await this.redis.srem(SEALED_ROOMS_KEY, String(roomId));
  }

  /** The whole mirror from the record, in one transaction. */
  async reset(roomIds: number[]): Promise<void> {
    const multi = this.redis.multi().del(SEALED_ROOMS_KEY);
    if (roomIds.length) multi.sadd(SEALED_ROOMS_KEY, ...roomIds.map(String));
    await multi.exec();
  }
}

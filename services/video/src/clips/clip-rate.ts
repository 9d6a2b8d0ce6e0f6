import { Injectable } from '@nestjs/common';
import { AppError, RedisService } from '@arena/shared';
import { clipsConfig } from './clips.config';

/** At most `perMinute` clips a user starts in a minute from their first (a Redis counter that expires then). */
@Injectable()
export class ClipRate {
  private readonly perMinute = clipsConfig().perMinute;

  constructor(private readonly redis: RedisService) {}

  async take(userId: number): Promise<void> {
    const key = `clips:rate:${userId}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 60, 'NX').exec()) as [[unknown, number]];
    if (count > this.perMinute) throw AppError.fail('clip.too_often', { max: this.perMinute });
  }
}

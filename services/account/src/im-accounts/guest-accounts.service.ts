import { Injectable } from '@nestjs/common';
import { Lang, loadConfig, RedisService, signIm, translate } from '@arena/shared';

/** Guest ids live in their own space (`guest_<n>`) so the realtime gateway never confuses them with users. */
@Injectable()
export class GuestAccountsService {
  constructor(private readonly redis: RedisService) {}

  async create(lang: Lang) {
    const n = await this.redis.incr('im:guest:seq');
    const id = `guest_${n}`;
    return {
      id,
      sig: signIm(id, loadConfig().imSecret, { ttlSeconds: 24 * 3600 }),
      nickname: translate('account.guest_nickname', lang, { id: n }),
    };
  }
}

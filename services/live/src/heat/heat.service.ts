import { Injectable } from '@nestjs/common';
import { countRoomOnline, RedisService } from '@arena/shared';
import { RoomListCache } from '../rooms/room-list-cache';
import { HeatRepository } from './heat.repository';
import { heatWrites } from './heat.rules';
import { RoomActivity } from './room-activity';

/** Recomputes every room's heat from what is measured now (heat.worker.ts runs it periodically). */
@Injectable()
export class HeatService {
  constructor(
    private readonly heat: HeatRepository,
    private readonly redis: RedisService,
    private readonly activity: RoomActivity,
    private readonly cache: RoomListCache,
  ) {}

  /** Answers how many rooms changed; the cached lists are retired when any did. */
  async recompute(): Promise<number> {
    const live = await this.heat.listLive();
    const [online, recent] = await Promise.all([
      countRoomOnline(
        this.redis,
        live.map((room) => room.id),
      ),
      this.activity.recent(live.map((room) => room.id)),
    ]);
    const writes = heatWrites(live, online, recent);
    const cooled = await this.heat.coolOffAir();
    if (writes.length > 0) await this.heat.save(writes);
    const changed = writes.length + cooled;
    if (changed > 0) await this.cache.invalidate();
    return changed;
  }
}

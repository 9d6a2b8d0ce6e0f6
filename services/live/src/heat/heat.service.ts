import { Injectable } from '@nestjs/common';
import { countRoomOnline, PrismaService, RedisService } from '@arena/shared';
import { RoomListCache } from '../rooms/room-list-cache';
import { heatOf } from './heat-formula';
import { RoomActivity } from './room-activity';

/** Recomputes every room's heat from what is measured now (heat.worker.ts runs it periodically). */
@Injectable()
export class HeatService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
    private readonly activity: RoomActivity,
    private readonly cache: RoomListCache,
  ) {}

  /** Answers how many rooms changed; the cached lists are retired when any did. */
  async recompute(): Promise<number> {
    const live = await this.prisma.room.findMany({
      where: { liveSince: { not: null } },
      select: { id: true, heat: true, broadcasts: { where: { endedAt: null }, orderBy: { startedAt: 'desc' }, take: 1, select: { id: true, peakOnline: true } } },
    });
    const [online, recent] = await Promise.all([
      countRoomOnline(this.redis, live.map((room) => room.id)),
      this.activity.recent(live.map((room) => room.id)),
    ]);
    const writes = [];
    for (const [i, room] of live.entries()) {
      const broadcast = room.broadcasts[0];
      const peakOnline = Math.max(broadcast?.peakOnline ?? 0, online[i]);
      if (broadcast && peakOnline > broadcast.peakOnline) writes.push(this.prisma.broadcast.update({ where: { id: broadcast.id }, data: { peakOnline } }));
      const heat = heatOf({ online: online[i], peakOnline, danmaku: recent[i].danmaku, giftDiamonds: recent[i].gifts });
      if (heat !== room.heat) writes.push(this.prisma.room.update({ where: { id: room.id }, data: { heat } }));
    }
    const cooled = await this.prisma.room.updateMany({ where: { liveSince: null, heat: { not: 0 } }, data: { heat: 0 } });
    if (writes.length > 0) await this.prisma.$transaction(writes);
    const changed = writes.length + cooled.count;
    if (changed > 0) await this.cache.invalidate();
    return changed;
  }
}

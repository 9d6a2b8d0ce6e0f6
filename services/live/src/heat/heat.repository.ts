import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';
import { HeatWrite, LiveRoomHeat } from './heat.rules';

/** The heat of rooms (`live.rooms`) and the peak viewers of their broadcasts (`live.broadcasts`). */
@Injectable()
export class HeatRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The rooms on the air, each with its newest open broadcast. */
  listLive(db: Db = this.prisma): Promise<LiveRoomHeat[]> {
    return db.room.findMany({
      where: { liveSince: { not: null } },
      select: {
        id: true,
        heat: true,
        broadcasts: {
          where: { endedAt: null },
          orderBy: { startedAt: 'desc' },
          take: 1,
          select: { id: true, peakOnline: true },
        },
      },
    });
  }

  /** Zeroes the heat of the rooms off the air that still have some; answers how many. */
  async coolOffAir(db: Db = this.prisma): Promise<number> {
    const { count } = await db.room.updateMany({ where: { liveSince: null, heat: { not: 0 } }, data: { heat: 0 } });
    return count;
  }

  /** Stores the recomputed peaks and heats in one transaction, in order. */
  async save(writes: readonly HeatWrite[]): Promise<void> {
    await this.prisma.$transaction(
      writes.map((write) =>
        write.kind === 'peak'
          ? this.prisma.broadcast.update({ where: { id: write.broadcastId }, data: { peakOnline: write.peakOnline } })
          : this.prisma.room.update({ where: { id: write.roomId }, data: { heat: write.heat } }),
      ),
    );
  }
}

import { Injectable } from '@nestjs/common';
import { Db, LiveCategory, PrismaService, Room } from '@arena/shared';

/** A streamer's room settings (`live.rooms`), the categories they pick from and whether a broadcast is open. */
@Injectable()
export class StreamerRoomRepository {
  constructor(private readonly prisma: PrismaService) {}

  findCategory(id: number, db: Db = this.prisma): Promise<LiveCategory | null> {
    return db.liveCategory.findUnique({ where: { id } });
  }

  updateSettings(
    roomId: number,
    settings: { title?: string; type: number; categoryId: number | null; cover?: string; placard?: string },
    db: Db = this.prisma,
  ): Promise<Room> {
    return db.room.update({ where: { id: roomId }, data: settings });
  }

  countOpenBroadcasts(roomId: number, db: Db = this.prisma): Promise<number> {
    return db.broadcast.count({ where: { roomId, endedAt: null } });
  }

  findPlacard(roomId: number, db: Db = this.prisma): Promise<{ placard: string } | null> {
    return db.room.findUnique({ where: { id: roomId }, select: { placard: true } });
  }
}

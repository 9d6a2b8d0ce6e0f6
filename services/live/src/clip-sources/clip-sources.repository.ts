import { Injectable } from '@nestjs/common';
import { Broadcast, Db, PrismaService, Room } from '@arena/shared';

export type BroadcastWithRoom = Broadcast & { room: Room };

/** Rooms on the air and their running broadcasts (`live.rooms`, `live.broadcasts`, `live.schedules`). */
@Injectable()
export class ClipSourcesRepository {
  constructor(private readonly prisma: PrismaService) {}

  roomExists(roomId: number, db: Db = this.prisma): Promise<{ id: number } | null> {
    return db.room.findUnique({ where: { id: roomId }, select: { id: true } });
  }

  /** The running broadcasts (not ended) of rooms on the air, of `roomIds`, newest first. */
  listRunning(roomIds: number[], db: Db = this.prisma): Promise<BroadcastWithRoom[]> {
    if (!roomIds.length) return Promise.resolve([]);
    return db.broadcast.findMany({
      where: { roomId: { in: roomIds }, endedAt: null, room: { liveSince: { not: null } } },
      include: { room: true },
      orderBy: { startedAt: 'desc' },
    });
  }

  /** The rooms with a schedule linked to the match starting between `from` and `to`. */
  async listRoomsScheduling(matchId: number, from: Date, to: Date, db: Db = this.prisma): Promise<number[]> {
    const rows = await db.schedule.findMany({
      where: { matchId, startsAt: { gte: from, lte: to } },
      select: { roomId: true },
      distinct: ['roomId'],
    });
    return rows.map((row) => row.roomId);
  }
}

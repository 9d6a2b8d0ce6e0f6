import { Injectable } from '@nestjs/common';
import { Broadcast, Db, PrismaService, Room } from '@arena/shared';

/** A room's ended broadcasts that have a recording. */
const recorded = (roomId: number) => ({ roomId, endedAt: { not: null }, playbackUrl: { not: null } });

/** What players read: the rooms' live state and the broadcasts' recordings (`live.rooms`, `live.broadcasts`). */
@Injectable()
export class PlaybackRepository {
  constructor(private readonly prisma: PrismaService) {}

  findRoomState(
    roomId: number,
    db: Db = this.prisma,
  ): Promise<{ liveSince: Date | null; sealedAt: Date | null } | null> {
    return db.room.findUnique({ where: { id: roomId }, select: { liveSince: true, sealedAt: true } });
  }

  findRecording(broadcastId: number, db: Db = this.prisma): Promise<{ playbackUrl: string | null } | null> {
    return db.broadcast.findUnique({ where: { id: broadcastId }, select: { playbackUrl: true } });
  }

  findWithRoom(broadcastId: number, db: Db = this.prisma): Promise<(Broadcast & { room: Room }) | null> {
    return db.broadcast.findUnique({ where: { id: broadcastId }, include: { room: true } });
  }

  /** A room's ended broadcasts that have a recording, newest first. */
  listRecordings(roomId: number, skip: number, take: number, db: Db = this.prisma): Promise<Broadcast[]> {
    return db.broadcast.findMany({ where: recorded(roomId), orderBy: { startedAt: 'desc' }, skip, take });
  }

  countRecordings(roomId: number, db: Db = this.prisma): Promise<number> {
    return db.broadcast.count({ where: recorded(roomId) });
  }
}

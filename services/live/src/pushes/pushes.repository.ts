import { Injectable } from '@nestjs/common';
import { Broadcast, Db, PrismaService, Room } from '@arena/shared';

/** What pushes to the media service read and change: rooms and their broadcasts' push and recording state. */
@Injectable()
export class PushesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findRoom(roomId: number, db: Db = this.prisma): Promise<Room | null> {
    return db.room.findUnique({ where: { id: roomId } });
  }

  /** The broadcast if it belongs to the room and is still open. */
  findOpen(broadcastId: number, roomId: number, db: Db = this.prisma): Promise<Broadcast | null> {
    return db.broadcast.findFirst({ where: { id: broadcastId, roomId, endedAt: null } });
  }

  /** Answers whether the broadcast exists. */
  async setPlayback(broadcastId: number, url: string, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.broadcast.updateMany({ where: { id: broadcastId }, data: { playbackUrl: url } });
    return count > 0;
  }

  /** Answers whether the broadcast had a recording. */
  async clearPlayback(broadcastId: number, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.broadcast.updateMany({
      where: { id: broadcastId, playbackUrl: { not: null } },
      data: { playbackUrl: null },
    });
    return count > 0;
  }

  /** The open broadcasts a push put on the air. */
  listPushedOpen(db: Db = this.prisma): Promise<{ id: number; roomId: number }[]> {
    return db.broadcast.findMany({ where: { pushed: true, endedAt: null }, select: { id: true, roomId: true } });
  }

  /** Every room not sealed, by id. */
  listUnsealedRooms(db: Db = this.prisma): Promise<{ id: number; type: number; title: string }[]> {
    return db.room.findMany({
      where: { sealedAt: null },
      orderBy: { id: 'asc' },
      select: { id: true, type: true, title: true },
    });
  }

  /** Of these rooms, by id, those not sealed and without a push on the air. */
  listUnsealedWithoutPush(roomIds: number[], db: Db = this.prisma): Promise<{ id: number; title: string }[]> {
    return db.room.findMany({
      where: { id: { in: roomIds }, sealedAt: null, broadcasts: { none: { endedAt: null, pushed: true } } },
      orderBy: { id: 'asc' },
      select: { id: true, title: true },
    });
  }
}

import { Injectable } from '@nestjs/common';
import { Broadcast, Db, PrismaService, Room } from '@arena/shared';

/** A room's row as a start reads it under its lock. */
export interface RoomAirState {
  sealed_at: Date | null;
  live_since: Date | null;
}

/** `live.broadcasts` and the on-air state of their rooms (`live.rooms`). */
@Injectable()
export class BroadcastsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findRoomOfStreamer(streamerId: number, db: Db = this.prisma): Promise<Room | null> {
    return db.room.findUnique({ where: { streamerId } });
  }

  /** Locks the room's row until the transaction ends and answers its seal and live state (undefined: no such room). */
  async lockRoomState(roomId: number, db: Db = this.prisma): Promise<RoomAirState | undefined> {
    const locked = await db.$queryRaw<RoomAirState[]>`
        SELECT "sealed_at", "live_since" FROM "live"."rooms" WHERE "id" = ${roomId} FOR UPDATE`;
    return locked[0];
  }

  /** Locks the room's row until the transaction ends. */
  async lockRoom(roomId: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`SELECT 1 FROM "live"."rooms" WHERE "id" = ${roomId} FOR UPDATE`;
  }

  /** The room's newest broadcast still open, if any. */
  findOpen(roomId: number, db: Db = this.prisma): Promise<Broadcast | null> {
    return db.broadcast.findFirst({ where: { roomId, endedAt: null }, orderBy: { id: 'desc' } });
  }

  listOpen(roomId: number, db: Db = this.prisma): Promise<Broadcast[]> {
    return db.broadcast.findMany({ where: { roomId, endedAt: null } });
  }

  findOfRoom(id: number, roomId: number, db: Db = this.prisma): Promise<Broadcast | null> {
    return db.broadcast.findFirst({ where: { id, roomId } });
  }

  insert(
    broadcast: { roomId: number; title: string; startedAt: Date; pushed: boolean },
    db: Db = this.prisma,
  ): Promise<Broadcast> {
    return db.broadcast.create({ data: broadcast });
  }

  markPushed(id: number, db: Db = this.prisma): Promise<Broadcast> {
    return db.broadcast.update({ where: { id }, data: { pushed: true } });
  }

  async clearPlayback(id: number, db: Db = this.prisma): Promise<void> {
    await db.broadcast.update({ where: { id }, data: { playbackUrl: null } });
  }

  async endMany(ids: number[], endedAt: Date, db: Db = this.prisma): Promise<void> {
    await db.broadcast.updateMany({ where: { id: { in: ids } }, data: { endedAt } });
  }

  /** A room's broadcasts, newest first. */
  listOfRoom(roomId: number, skip: number, take: number, db: Db = this.prisma): Promise<Broadcast[]> {
    return db.broadcast.findMany({ where: { roomId }, orderBy: { id: 'desc' }, skip, take });
  }

  countOfRoom(roomId: number, db: Db = this.prisma): Promise<number> {
    return db.broadcast.count({ where: { roomId } });
  }

  /** Sets the room's title, and `live_since` when given (the room goes on the air). */
  async setRoomOnAir(roomId: number, title: string, liveSince: Date | undefined, db: Db = this.prisma): Promise<void> {
    await db.room.update({ where: { id: roomId }, data: { title, ...(liveSince ? { liveSince } : {}) } });
  }

  async setRoomOffAir(roomId: number, db: Db = this.prisma): Promise<void> {
    await db.room.update({ where: { id: roomId }, data: { liveSince: null } });
  }
}

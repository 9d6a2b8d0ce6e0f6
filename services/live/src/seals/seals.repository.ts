import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';

/** The seal of rooms (`live.rooms.sealed_at`). */
@Injectable()
export class SealsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async sealedRoomIds(db: Db = this.prisma): Promise<number[]> {
    const rooms = await db.room.findMany({ where: { sealedAt: { not: null } }, select: { id: true } });
    return rooms.map((room) => room.id);
  }

  /** Seals the room since `at`, or unseals it (null). */
  async setSealedAt(roomId: number, at: Date | null, db: Db = this.prisma): Promise<void> {
    await db.room.update({ where: { id: roomId }, data: { sealedAt: at } });
  }
}

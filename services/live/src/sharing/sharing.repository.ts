import { Injectable } from '@nestjs/common';
import { Db, PrismaService, Room } from '@arena/shared';

/** The rooms a share links to (`live.rooms`). */
@Injectable()
export class SharingRepository {
  constructor(private readonly prisma: PrismaService) {}

  findRoom(roomId: number, db: Db = this.prisma): Promise<Room | null> {
    return db.room.findUnique({ where: { id: roomId } });
  }
}

import { Injectable } from '@nestjs/common';
import { Db, PrismaService, Room, RoomStaffRole } from '@arena/shared';

/** Who is who in a room: the rooms (`live.rooms`) and their staff (`live.room_staff`). */
@Injectable()
export class RoomAccessRepository {
  constructor(private readonly prisma: PrismaService) {}

  findRoom(roomId: number, db: Db = this.prisma): Promise<Room | null> {
    return db.room.findUnique({ where: { id: roomId } });
  }

  /** The user's staff role in the room, if they are on its staff. */
  async staffRole(roomId: number, userId: number, db: Db = this.prisma): Promise<RoomStaffRole | undefined> {
    const staff = await db.roomStaff.findUnique({
      where: { roomId_userId: { roomId, userId } },
      select: { role: true },
    });
    return staff?.role;
  }
}

import { Injectable } from '@nestjs/common';
import { Db, PrismaService, RoomStaff, RoomStaffRole } from '@arena/shared';

/** `live.room_staff`: rooms' administrators (managers) and assistants. */
@Injectable()
export class RoomStaffRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Locks the room's row until the transaction ends, serialising changes to its staff. */
  async lockRoom(roomId: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`SELECT 1 FROM "live"."rooms" WHERE "id" = ${roomId} FOR UPDATE`;
  }

  find(roomId: number, userId: number, db: Db = this.prisma): Promise<RoomStaff | null> {
    return db.roomStaff.findUnique({ where: { roomId_userId: { roomId, userId } } });
  }

  countOfRoom(roomId: number, db: Db = this.prisma): Promise<number> {
    return db.roomStaff.count({ where: { roomId } });
  }

  /** Appoints the user, or changes the role and card of one appointed before. */
  save(
    member: { roomId: number; userId: number; role: RoomStaffRole; nickname: string; avatar: string },
    db: Db = this.prisma,
  ): Promise<RoomStaff> {
    const { roomId, userId, role, nickname, avatar } = member;
    return db.roomStaff.upsert({
      where: { roomId_userId: { roomId, userId } },
      create: { roomId, userId, role, nickname, avatar },
      update: { role, nickname, avatar },
    });
  }

  /** Answers how many were removed (0: the user was not on the staff). */
  async remove(roomId: number, userId: number, db: Db = this.prisma): Promise<number> {
    const { count } = await db.roomStaff.deleteMany({ where: { roomId, userId } });
    return count;
  }

  /** The room's staff of one role, newest first. */
  listOfRole(
    roomId: number,
    role: RoomStaffRole,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<RoomStaff[]> {
    return db.roomStaff.findMany({ where: { roomId, role }, orderBy: { createdAt: 'desc' }, skip, take });
  }

  countOfRole(roomId: number, role: RoomStaffRole, db: Db = this.prisma): Promise<number> {
    return db.roomStaff.count({ where: { roomId, role } });
  }
}

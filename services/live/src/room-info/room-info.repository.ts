import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';
import { RoomWithCategory } from '../rooms/room-card';

/** A room with its category and its newest open broadcast (at most one). */
export type RoomInfoRow = RoomWithCategory & { broadcasts: { id: number; pushed: boolean }[] };

/** A room as its live page reads it (`live.rooms`, with its category and open broadcast). */
@Injectable()
export class RoomInfoRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(where: { id: number } | { streamerId: number }, db: Db = this.prisma): Promise<RoomInfoRow | null> {
    return db.room.findUnique({
      where,
      include: {
        category: true,
        broadcasts: {
          where: { endedAt: null },
          orderBy: { startedAt: 'desc' },
          take: 1,
          select: { id: true, pushed: true },
        },
      },
    });
  }
}

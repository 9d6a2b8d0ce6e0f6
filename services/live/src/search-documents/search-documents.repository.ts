import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

const ROOM_FIELDS = {
  id: true,
  streamerNickname: true,
  streamerAvatar: true,
  title: true,
  cover: true,
  placard: true,
  liveSince: true,
  heat: true,
  createdAt: true,
  category: { select: { nameZh: true, nameEn: true, nameVi: true } },
} as const satisfies Prisma.RoomSelect;

export type SearchableRoom = Prisma.RoomGetPayload<{ select: typeof ROOM_FIELDS }>;

/** The rooms the search index copies: every unsealed room (a sealed one is not found). */
@Injectable()
export class SearchDocumentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  rooms(asked: { ids?: number[]; after: number; limit: number }, db: Db = this.prisma): Promise<SearchableRoom[]> {
    return db.room.findMany({
      where: { sealedAt: null, ...(asked.ids ? { id: { in: asked.ids } } : { id: { gt: asked.after } }) },
      orderBy: { id: 'asc' },
      take: asked.limit,
      select: ROOM_FIELDS,
    });
  }
}

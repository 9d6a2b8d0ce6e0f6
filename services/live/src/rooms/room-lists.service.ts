import { Injectable } from '@nestjs/common';
import { countRoomOnline, Lang, Page, Prisma, PrismaService, RedisService } from '@arena/shared';
import { RECOMMENDED } from './room-types';
import { RoomCard, RoomWithCategory, toRoomCard } from './room-card';

export interface RoomFilter {
  /** 0: every sport, recommended first; 1..6: one sport. */
  type: number;
  categoryId?: number;
  liveOnly?: boolean;
  anchorIds?: number[];
  /** Rooms with a broadcast of this match scheduled (now, earlier or later). */
  matchId?: number;
}

/** Live rooms first, then the hottest; ties by id so pages never repeat a room. */
const LIST_ORDER: Prisma.RoomOrderByWithRelationInput[] = [
  { liveSince: { sort: 'asc', nulls: 'last' } },
  { heat: 'desc' },
  { id: 'asc' },
];

@Injectable()
export class RoomListsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {}

  async page(filter: RoomFilter, page: number, limit: number, lang: Lang): Promise<Page<RoomCard>> {
    const where = this.where(filter);
    const orderBy = filter.type === RECOMMENDED && !filter.matchId ? [{ recommended: 'desc' as const }, ...LIST_ORDER] : LIST_ORDER;
    const [rooms, total] = await Promise.all([
      this.prisma.room.findMany({ where, orderBy, skip: (page - 1) * limit, take: limit, include: { category: true } }),
      this.prisma.room.count({ where }),
    ]);
    return { list: await this.cards(rooms, lang), total, page, limit };
  }

  /** The hottest rooms (live ones only when asked), hottest first. */
  async hottest(filter: RoomFilter, limit: number, lang: Lang): Promise<RoomCard[]> {
    const rooms = await this.prisma.room.findMany({
      where: this.where(filter),
      orderBy: [{ heat: 'desc' }, { id: 'asc' }],
      take: limit,
      include: { category: true },
    });
    return this.cards(rooms, lang);
  }

  /** Cards with their online counts, read in one Redis round trip. */
  async cards(rooms: RoomWithCategory[], lang: Lang): Promise<RoomCard[]> {
    const online = await countRoomOnline(this.redis, rooms.map((room) => room.id));
    return rooms.map((room, i) => toRoomCard(room, lang, online[i]));
  }

  private where(filter: RoomFilter): Prisma.RoomWhereInput {
    return {
      sealedAt: null,
      ...(filter.type !== RECOMMENDED ? { type: filter.type } : {}),
      ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
      ...(filter.liveOnly ? { liveSince: { not: null } } : {}),
      ...(filter.anchorIds ? { anchorId: { in: filter.anchorIds } } : {}),
      ...(filter.matchId ? { schedules: { some: { matchId: filter.matchId } } } : {}),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { countRoomOnline, Lang, Page, Prisma, PrismaService, readLiveSnapshots, RedisService } from '@arena/shared';
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

/** Within live rooms and within offline ones: the hottest first, editors' picks before others of equal heat, ties by id so pages never repeat a room. */
const HOTTEST: Prisma.RoomOrderByWithRelationInput[] = [{ heat: 'desc' }, { recommended: 'desc' }, { id: 'asc' }];

/** Rooms on the air (a push is sending video: `live_since` is set only then). */
export const ON_AIR: Prisma.RoomWhereInput = { liveSince: { not: null } };
const OFF_AIR: Prisma.RoomWhereInput = { liveSince: null };

@Injectable()
export class RoomListsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {}

  /** A page of rooms, live ones first, then by heat (`/anchor`, a match's rooms, followed rooms). */
  async page(filter: RoomFilter, page: number, limit: number, lang: Lang): Promise<Page<RoomCard>> {
    const rooms = await liveThenHottest(this.prisma, this.where(filter), (page - 1) * limit, limit);
    return { list: await this.cards(rooms.list, lang), total: rooms.total, page, limit };
  }

  /** The hottest rooms (live ones only when asked), hottest first; `picksFirst`: editors' picks before them (the home page). */
  async hottest(filter: RoomFilter, limit: number, lang: Lang, picksFirst = false): Promise<RoomCard[]> {
    const rooms = await this.prisma.room.findMany({
      where: this.where(filter),
      orderBy: picksFirst ? [{ recommended: 'desc' }, ...HOTTEST] : HOTTEST,
      take: limit,
      include: { category: true },
    });
    return this.cards(rooms, lang);
  }

  /** Cards with their online counts and live snapshots, read in one Redis round trip (commands are pipelined). */
  async cards(rooms: RoomWithCategory[], lang: Lang): Promise<RoomCard[]> {
    const [online, snapshots] = await Promise.all([
      countRoomOnline(this.redis, rooms.map((room) => room.id)),
      readLiveSnapshots(this.redis, rooms.filter((room) => room.liveSince).map((room) => room.id)),
    ]);
    const liveIds = rooms.filter((room) => room.liveSince).map((room) => room.id);
    return rooms.map((room, i) => toRoomCard(room, lang, online[i], snapshots[liveIds.indexOf(room.id)]));
  }

  private where(filter: RoomFilter): Prisma.RoomWhereInput {
    return {
      sealedAt: null,
      ...(filter.type !== RECOMMENDED ? { type: filter.type } : {}),
      ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
      ...(filter.liveOnly ? ON_AIR : {}),
      ...(filter.anchorIds ? { anchorId: { in: filter.anchorIds } } : {}),
      ...(filter.matchId ? { schedules: { some: { matchId: filter.matchId } } } : {}),
    };
  }
}

/**
 * Rooms matching `where`, those on the air first, each part hottest first, from `skip` on: two
 * ordered reads (an order by "is live" is not expressible as a column order), so a page that
 * straddles the boundary ends the live rooms and starts the offline ones.
 */
export async function liveThenHottest(prisma: PrismaService, where: Prisma.RoomWhereInput, skip: number, take: number): Promise<{ list: RoomWithCategory[]; total: number }> {
  const [live, total] = await Promise.all([prisma.room.count({ where: { AND: [where, ON_AIR] } }), prisma.room.count({ where })]);
  const read = (part: Prisma.RoomWhereInput, from: number, count: number) =>
    count > 0 ? prisma.room.findMany({ where: { AND: [where, part] }, orderBy: HOTTEST, skip: from, take: count, include: { category: true } }) : Promise.resolve([]);
  const first = await read(ON_AIR, skip, Math.min(take, Math.max(0, live - skip)));
  const rest = await read(OFF_AIR, Math.max(0, skip - live), take - first.length);
  return { list: [...first, ...rest], total };
}

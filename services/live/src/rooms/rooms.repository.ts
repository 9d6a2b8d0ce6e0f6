import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';
import { RoomWithCategory } from './room-card';
import { RECOMMENDED } from './room-types';

export interface RoomFilter {
  /** 0: every sport, recommended first; 1..6: one sport. */
  type: number;
  categoryId?: number;
  liveOnly?: boolean;
  streamerIds?: number[];
  /** Rooms with a broadcast of this match scheduled (now, earlier or later). */
  matchId?: number;
}

/** Within live rooms and within offline ones: the hottest first, editors' picks before others of equal heat, ties by id so pages never repeat a room. */
const HOTTEST: Prisma.RoomOrderByWithRelationInput[] = [{ heat: 'desc' }, { recommended: 'desc' }, { id: 'asc' }];

/** Rooms on the air (a push is sending video: `live_since` is set only then). */
const ON_AIR: Prisma.RoomWhereInput = { liveSince: { not: null } };
const OFF_AIR: Prisma.RoomWhereInput = { liveSince: null };

/** `%` and `_` typed by a user are letters, not patterns. */
const contains = (text: string) => ({
  contains: text.replace(/[\\%_]/g, (c) => `\\${c}`),
  mode: 'insensitive' as const,
});

/** A page of rooms and how many match in all. */
export interface RoomsPage {
  list: RoomWithCategory[];
  total: number;
}

function roomsWhere(filter: RoomFilter): Prisma.RoomWhereInput {
  return {
    sealedAt: null,
    ...(filter.type !== RECOMMENDED ? { type: filter.type } : {}),
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
    ...(filter.liveOnly ? ON_AIR : {}),
    ...(filter.streamerIds ? { streamerId: { in: filter.streamerIds } } : {}),
    ...(filter.matchId ? { schedules: { some: { matchId: filter.matchId } } } : {}),
  };
}

/** `live.rooms` as lists and searches show them (not sealed, with their categories). */
@Injectable()
export class RoomsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A page of the rooms matching the filter, live ones first, then by heat. */
  listLiveThenHottest(filter: RoomFilter, skip: number, take: number, db: Db = this.prisma): Promise<RoomsPage> {
    return this.liveThenHottest(roomsWhere(filter), skip, take, db);
  }

  /** The hottest rooms matching the filter; `picksFirst`: editors' picks before them. */
  listHottest(
    filter: RoomFilter,
    take: number,
    picksFirst: boolean,
    db: Db = this.prisma,
  ): Promise<RoomWithCategory[]> {
    return db.room.findMany({
      where: roomsWhere(filter),
      orderBy: picksFirst ? [{ recommended: 'desc' }, ...HOTTEST] : HOTTEST,
      take,
      include: { category: true },
    });
  }

  /** Rooms whose streamer's nickname contains the text, live ones first. */
  searchByStreamer(name: string, skip: number, take: number, db: Db = this.prisma): Promise<RoomsPage> {
    return this.liveThenHottest({ sealedAt: null, streamerNickname: contains(name) }, skip, take, db);
  }

  /** Rooms whose title or streamer contains the text, live ones first. */
  search(name: string, skip: number, take: number, db: Db = this.prisma): Promise<RoomsPage> {
    return this.liveThenHottest(
      { sealedAt: null, OR: [{ title: contains(name) }, { streamerNickname: contains(name) }] },
      skip,
      take,
      db,
    );
  }

  /**
   * Rooms matching `where`, those on the air first, each part hottest first, from `skip` on: two
   * ordered reads (an order by "is live" is not expressible as a column order), so a page that
   * straddles the boundary ends the live rooms and starts the offline ones.
   */
  private async liveThenHottest(where: Prisma.RoomWhereInput, skip: number, take: number, db: Db): Promise<RoomsPage> {
    const [live, total] = await Promise.all([
      db.room.count({ where: { AND: [where, ON_AIR] } }),
      db.room.count({ where }),
    ]);
    const read = (part: Prisma.RoomWhereInput, from: number, count: number) =>
      count > 0
        ? db.room.findMany({
            where: { AND: [where, part] },
            orderBy: HOTTEST,
            skip: from,
            take: count,
            include: { category: true },
          })
        : Promise.resolve([]);
    const first = await read(ON_AIR, skip, Math.min(take, Math.max(0, live - skip)));
    const rest = await read(OFF_AIR, Math.max(0, skip - live), take - first.length);
    return { list: [...first, ...rest], total };
  }
}

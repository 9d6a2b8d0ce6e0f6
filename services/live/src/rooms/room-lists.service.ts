import { Injectable } from '@nestjs/common';
import { countRoomOnline, Lang, Page, readLiveSnapshots, RedisService } from '@arena/shared';
import { RoomCard, RoomWithCategory, toRoomCard } from './room-card';
import { RoomFilter, RoomsRepository } from './rooms.repository';

@Injectable()
export class RoomListsService {
  constructor(
    private readonly rooms: RoomsRepository,
    private readonly redis: RedisService,
  ) {}

  /** A page of rooms, live ones first, then by heat (`/anchor`, a match's rooms, followed rooms). */
  async page(filter: RoomFilter, page: number, limit: number, lang: Lang): Promise<Page<RoomCard>> {
    const rooms = await this.rooms.listLiveThenHottest(filter, (page - 1) * limit, limit);
    return { list: await this.cards(rooms.list, lang), total: rooms.total, page, limit };
  }

  /** The hottest rooms (live ones only when asked), hottest first; `picksFirst`: editors' picks before them (the home page). */
  async hottest(filter: RoomFilter, limit: number, lang: Lang, picksFirst = false): Promise<RoomCard[]> {
    return this.cards(await this.rooms.listHottest(filter, limit, picksFirst), lang);
  }

  /** Cards with their online counts and live snapshots, read in one Redis round trip (commands are pipelined). */
  async cards(rooms: RoomWithCategory[], lang: Lang): Promise<RoomCard[]> {
    const [online, snapshots] = await Promise.all([
      countRoomOnline(
        this.redis,
        rooms.map((room) => room.id),
      ),
      readLiveSnapshots(
        this.redis,
        rooms.filter((room) => room.liveSince).map((room) => room.id),
      ),
    ]);
    const liveIds = rooms.filter((room) => room.liveSince).map((room) => room.id);
    return rooms.map((room, i) => toRoomCard(room, lang, online[i], snapshots[liveIds.indexOf(room.id)]));
  }
}

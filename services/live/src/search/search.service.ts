import { Injectable } from '@nestjs/common';
import { Lang, PageInput } from '@arena/shared';
import { RoomListsService } from '../rooms/room-lists.service';
import { RoomsRepository } from '../rooms/rooms.repository';

/** Streamers and rooms by what a user typed (matches are the scores service's). */
@Injectable()
export class SearchService {
  constructor(
    private readonly roomsRepository: RoomsRepository,
    private readonly lists: RoomListsService,
  ) {}

  async streamers(name: string, page: PageInput) {
    const { list: rooms, total } = await this.roomsRepository.searchByStreamer(
      name,
      (page.page - 1) * page.limit,
      page.limit,
    );
    const list = rooms.map((room) => ({
      anchor_id: room.streamerId,
      room_id: room.id,
      user_nickname: room.streamerNickname,
      avatar: room.streamerAvatar,
      is_live: room.liveSince ? (1 as const) : (0 as const),
      title: room.title,
    }));
    return { list, total, page: page.page, limit: page.limit };
  }

  /** Rooms whose title or streamer contains the text. */
  async rooms(name: string, page: PageInput, lang: Lang) {
    const { list: rooms, total } = await this.roomsRepository.search(name, (page.page - 1) * page.limit, page.limit);
    return { list: await this.lists.cards(rooms, lang), total, page: page.page, limit: page.limit };
  }
}

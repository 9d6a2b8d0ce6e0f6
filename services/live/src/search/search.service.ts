import { Injectable } from '@nestjs/common';
import { Lang, PageInput, Prisma, PrismaService } from '@arena/shared';
import { liveThenHottest, RoomListsService } from '../rooms/room-lists.service';

/** `%` and `_` typed by a user are letters, not patterns. */
const contains = (text: string) => ({ contains: text.replace(/[\\%_]/g, (c) => `\\${c}`), mode: 'insensitive' as const });

/** Streamers and rooms by what a user typed (matches are the scores service's). */
@Injectable()
export class SearchService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly lists: RoomListsService,
  ) {}

  async anchors(name: string, page: PageInput) {
    const where: Prisma.RoomWhereInput = { sealedAt: null, anchorNickname: contains(name) };
    const { list: rooms, total } = await liveThenHottest(this.prisma, where, (page.page - 1) * page.limit, page.limit);
    const list = rooms.map((room) => ({
      anchor_id: room.anchorId,
      room_id: room.id,
      user_nickname: room.anchorNickname,
      avatar: room.anchorAvatar,
      is_live: room.liveSince ? (1 as const) : (0 as const),
      title: room.title,
    }));
    return { list, total, page: page.page, limit: page.limit };
  }

  /** Rooms whose title or streamer contains the text. */
  async rooms(name: string, page: PageInput, lang: Lang) {
    const where: Prisma.RoomWhereInput = { sealedAt: null, OR: [{ title: contains(name) }, { anchorNickname: contains(name) }] };
    const { list: rooms, total } = await liveThenHottest(this.prisma, where, (page.page - 1) * page.limit, page.limit);
    return { list: await this.lists.cards(rooms, lang), total, page: page.page, limit: page.limit };
  }
}

import { Injectable } from '@nestjs/common';
import { SearchDocument } from '@arena/contracts';
import { SearchableRoom, SearchDocumentsRepository } from './search-documents.repository';

const same = (text: string) => ({ zh: text, en: text, vi: text });

/** A room as the search index takes it: its title, found also by its streamer, placard and category. */
function roomDocument(room: SearchableRoom): SearchDocument {
  const category = room.category;
  return {
    kind: 'room',
    ref_id: room.id,
    title: same(room.title),
    body: {
      zh: [room.streamerNickname, room.placard, category?.nameZh].filter(Boolean).join(' · '),
      en: [room.streamerNickname, room.placard, category?.nameEn].filter(Boolean).join(' · '),
      vi: [room.streamerNickname, room.placard, category?.nameVi].filter(Boolean).join(' · '),
    },
    image: room.cover,
    live: room.liveSince !== null,
    popularity: room.heat,
    at: (room.liveSince ?? room.createdAt).toISOString(),
  };
}

/** A streamer as the search index takes them: their nickname, with their room's title; found by the room's id. */
function streamerDocument(room: SearchableRoom): SearchDocument {
  return {
    kind: 'streamer',
    ref_id: room.id,
    title: same(room.streamerNickname),
    body: same(room.title),
    image: room.streamerAvatar,
    live: room.liveSince !== null,
    popularity: room.heat,
    at: room.createdAt.toISOString(),
  };
}

/** The search service's copies of rooms and streamers (decision 048). */
@Injectable()
export class SearchDocumentsService {
  constructor(private readonly rooms: SearchDocumentsRepository) {}

  async documents(asked: { kind: 'room' | 'streamer'; ids?: number[]; after: number; limit: number }) {
    const rooms = await this.rooms.rooms(asked);
    return { list: rooms.map(asked.kind === 'room' ? roomDocument : streamerDocument) };
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, domainEventMessage, Room } from '@arena/shared';
import { z } from 'zod';
import { BroadcastsService } from '../broadcasting/broadcasts.service';
import { LiveOutbox } from '../events/live-outbox';
import { RoomListCache } from '../rooms/room-list-cache';
import { StreamerRoomRepository } from './streamer-room.repository';
import { RoomSettingsInput, RoomSettingsOutput } from './streamer-room.schemas';

type RoomSettings = z.output<typeof RoomSettingsOutput>;

/** `live`: the streamer's broadcast is open (started with the button or by the encoder's push). */
const present = (room: Room, broadcasting: boolean): RoomSettings => ({
  room_id: room.id,
  title: room.title,
  type: room.type,
  category_id: room.categoryId,
  cover: room.cover,
  placard: room.placard,
  live: broadcasting,
  sealed: room.sealedAt !== null,
});

/** The streamer area (member tab 9): the room's title, sport type and category, cover and placard. */
@Injectable()
export class StreamerRoomService {
  constructor(
    private readonly rooms: StreamerRoomRepository,
    private readonly broadcasts: BroadcastsService,
    private readonly lists: RoomListCache,
    private readonly outbox: LiveOutbox,
  ) {}

  async get(user: AuthUser): Promise<RoomSettings> {
    const room = await this.broadcasts.roomOf(user);
    return present(room, await this.broadcasting(room.id));
  }

  async update(user: AuthUser, input: z.output<typeof RoomSettingsInput>): Promise<RoomSettings> {
    const room = await this.broadcasts.roomOf(user);
    const type = input.type ?? room.type;
    // A category belongs to one sport type; changing the type drops a category of another.
    let categoryId = input.category_id === undefined ? room.categoryId : input.category_id;
    if (categoryId !== null) {
      const category = await this.rooms.findCategory(categoryId);
      if (!category) throw AppError.fail('live.category_not_found');
      if (category.type !== type) {
        if (input.category_id) throw AppError.fail('live.category_type_mismatch');
        categoryId = null;
      }
    }
    // The search index hears of the new title and cover (decision 048).
    const updated = await this.outbox.transaction(async (tx, announce) => {
      announce(domainEventMessage('room.changed', { roomId: room.id }));
      return this.rooms.updateSettings(
        room.id,
        { title: input.title, type, categoryId, cover: input.cover, placard: input.placard },
        tx,
      );
    });
    await this.lists.invalidate();
    return present(updated, await this.broadcasting(room.id));
  }

  private async broadcasting(roomId: number): Promise<boolean> {
    return (await this.rooms.countOpenBroadcasts(roomId)) > 0;
  }

  /** Any viewer reads a room's placard. */
  async placard(roomId: number): Promise<{ room_id: number; placard: string }> {
    const room = await this.rooms.findPlacard(roomId);
    if (!room) throw AppError.fail('live.room_not_found');
    return { room_id: roomId, placard: room.placard };
  }
}

import { Injectable } from '@nestjs/common';
import { liveContracts } from '@arena/contracts';
import { AppError, failedWith, SealedRooms, ServiceClient } from '@arena/shared';

/** Rooms a process remembers at most (the oldest go first). */
const MAX_ROOMS = 10_000;

export interface GiftRoom {
  room_id: number;
  streamer_id: number;
}

/**
 * A live room's streamer, asked of the live service once per room and process: a room is never given
 * to another streamer, so what it answered stays true. An unknown room is `gifts.room_not_found` and
 * is asked again next time; a room an administrator sealed is `gifts.room_sealed` (read each time,
 * beside the streamer, from the live service's mirror).
 */
@Injectable()
export class RoomDirectory {
  private readonly streamers = new Map<number, number>();

  constructor(
    private readonly services: ServiceClient,
    private readonly sealed: SealedRooms,
  ) {}

  async roomOf(roomId: number): Promise<GiftRoom> {
    const [room, sealed] = await Promise.all([this.streamerOf(roomId), this.sealed.isSealed(roomId)]);
    if (sealed) throw AppError.fail('gifts.room_sealed');
    return room;
  }

  /** A room on the air now (asked each time: rooms go on and off the air), not sealed. */
  async liveRoomOf(roomId: number): Promise<GiftRoom> {
    // Sealed first: the live service answers a sealed room as one that does not exist.
    if (await this.sealed.isSealed(roomId)) throw AppError.fail('gifts.room_sealed');
    const room = await this.ask(roomId);
    if (!room.on_air) throw AppError.fail('gifts.room_not_live');
    return { room_id: room.room_id, streamer_id: room.streamer_id };
  }

  private async streamerOf(roomId: number): Promise<GiftRoom> {
    const known = this.streamers.get(roomId);
    if (known !== undefined) return { room_id: roomId, streamer_id: known };
    const room = await this.ask(roomId);
    return { room_id: room.room_id, streamer_id: room.streamer_id };
  }

  private async ask(roomId: number) {
    const room = await this.services.call(liveContracts.roomOwner, { room_id: roomId }).catch((error: unknown) => {
      throw failedWith(error, liveContracts.roomOwner, 'live.room_not_found')
        ? AppError.fail('gifts.room_not_found')
        : error;
    });
    if (this.streamers.size >= MAX_ROOMS) this.streamers.delete(this.streamers.keys().next().value as number);
    this.streamers.set(room.room_id, room.streamer_id);
    return room;
  }
}

import { Injectable } from '@nestjs/common';
import { liveContracts } from '@arena/contracts';
import { AppError, failedWith, ServiceClient } from '@arena/shared';

/** Rooms a process remembers at most (the oldest go first). */
const MAX_ROOMS = 10_000;

export interface GiftRoom {
  room_id: number;
  anchor_id: number;
}

/**
 * A live room's streamer, asked of the live service once per room and process: a room is never given
 * to another streamer, so what it answered stays true. An unknown room is `gifts.room_not_found` and
 * is asked again next time.
 */
@Injectable()
export class RoomDirectory {
  private readonly anchors = new Map<number, number>();

  constructor(private readonly services: ServiceClient) {}

  async roomOf(roomId: number): Promise<GiftRoom> {
    const known = this.anchors.get(roomId);
    if (known !== undefined) return { room_id: roomId, anchor_id: known };
    const room = await this.services.call(liveContracts.roomChat, { room_id: roomId }).catch((error: unknown) => {
      throw failedWith(error, liveContracts.roomChat, 'live.room_not_found') ? AppError.fail('gifts.room_not_found') : error;
    });
    if (this.anchors.size >= MAX_ROOMS) this.anchors.delete(this.anchors.keys().next().value as number);
    this.anchors.set(room.room_id, room.anchor_id);
    return { room_id: room.room_id, anchor_id: room.anchor_id };
  }
}

import { Injectable } from '@nestjs/common';
import { ServiceClient } from '@arena/shared';

/**
 * The streamer of each live room, asked of the live service once per room and process: a room
 * belongs to one streamer for good, so the answer never goes stale.
 */
@Injectable()
export class RoomAnchors {
  private readonly known = new Map<number, number>();

  constructor(private readonly services: ServiceClient) {}

  /** Undefined while the live service cannot say (not reachable): the next message asks again. */
  async of(roomId: number): Promise<number | undefined> {
    const known = this.known.get(roomId);
    if (known !== undefined) return known;
    try {
      // Not a contract yet: the live service's public room route (to become liveContracts.roomAnchor).
      const room = (await this.services.send('live', 'POST', '/rooms/info', { room_id: roomId })) as { anchor_id: number };
      this.known.set(roomId, room.anchor_id);
      return room.anchor_id;
    } catch {
      return undefined;
    }
  }
}

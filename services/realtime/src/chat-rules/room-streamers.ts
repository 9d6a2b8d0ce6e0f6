import { Injectable } from '@nestjs/common';
import { failedWith, ServiceClient } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import type { z } from 'zod';

export type RoomOwner = z.output<typeof liveContracts.roomOwner.output>;

/**
 * What the live service says of a room's chat (liveContracts.roomOwner): its streamer, remembered
 * once per room and process (a room belongs to one streamer for good, so it never goes stale), and
 * its current chat modes.
 */
@Injectable()
export class RoomStreamers {
  private readonly known = new Map<number, number>();

  constructor(private readonly services: ServiceClient) {}

  /** Undefined while the live service cannot say (not reachable): the next message asks again. */
  async of(roomId: number): Promise<number | undefined> {
    const known = this.known.get(roomId);
    if (known !== undefined) return known;
    return (await this.chatOf(roomId))?.streamer_id;
  }

  /** Whether the live service knows the room: false for an unknown one, undefined while it cannot say. */
  async exists(roomId: number): Promise<boolean | undefined> {
    if (this.known.has(roomId)) return true;
    try {
      await this.call(roomId);
      return true;
    } catch (error) {
      return failedWith(error, liveContracts.roomOwner, 'live.room_not_found') ? false : undefined;
    }
  }

  /** The room's streamer and chat modes now; undefined for an unknown room or while live is unreachable. */
  async chatOf(roomId: number): Promise<RoomOwner | undefined> {
    try {
      return await this.call(roomId);
    } catch {
      return undefined;
    }
  }

  private async call(roomId: number): Promise<RoomOwner> {
    const room = await this.services.call(liveContracts.roomOwner, { room_id: roomId });
    this.known.set(roomId, room.streamer_id);
    return room;
  }
}

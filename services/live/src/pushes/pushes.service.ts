import { Injectable } from '@nestjs/common';
import { AppError } from '@arena/shared';
import { BroadcastsService } from '../broadcasting/broadcasts.service';
import { liveConfig } from '../live.config';
import { ModerationLogRepository } from '../moderation/moderation-log.repository';
import { StreamKeysService } from '../stream-keys/stream-keys.service';
import { PushesRepository } from './pushes.repository';

type Refusal = 'unknown_key' | 'sealed' | 'kicked_out';
export type PushVerdict =
  { accepted: true; room_id: number; broadcast_id: number; title: string } | { accepted: false; reason: Refusal };

/**
 * What a push to the media service means for a room: it goes on the air when the key is the room's
 * current one, the room is not sealed and its streamer was not kicked out in the last
 * `LIVE_KICKOUT_BLOCK_MINUTES`; it goes off the air when the push ends; the recording becomes the
 * broadcast's playback video.
 */
@Injectable()
export class PushesService {
  constructor(
    private readonly pushes: PushesRepository,
    private readonly log: ModerationLogRepository,
    private readonly keys: StreamKeysService,
    private readonly broadcasts: BroadcastsService,
  ) {}

  async started(streamKey: string): Promise<PushVerdict> {
    const roomId = await this.keys.roomOfKey(streamKey);
    const room = roomId ? await this.pushes.findRoom(roomId) : null;
    if (!room) return { accepted: false, reason: 'unknown_key' };
    if (room.sealedAt) return { accepted: false, reason: 'sealed' };
    const since = new Date(Date.now() - liveConfig().kickoutBlockMinutes * 60_000);
    const kicked = await this.log.countKickoutsSince(room.id, since);
    if (kicked > 0) return { accepted: false, reason: 'kicked_out' };
    try {
      const onAir = await this.broadcasts.goOnAir(room, 'push');
      return { accepted: true, room_id: room.id, broadcast_id: onAir.broadcast_id, title: onAir.title };
    } catch (error) {
      // Sealed between the read and the start.
      if (error instanceof AppError && error.messageKey === 'live.room_sealed')
        return { accepted: false, reason: 'sealed' };
      throw error;
    }
  }

  /** Ends the room's broadcast if it is still the one the push started (a newer one is left alone). */
  async ended(roomId: number, broadcastId: number): Promise<boolean> {
    const running = await this.pushes.findOpen(broadcastId, roomId);
    if (!running) return false;
    return Boolean(await this.broadcasts.stop(roomId, 'media'));
  }

  async recorded(broadcastId: number, url: string): Promise<boolean> {
    return this.pushes.setPlayback(broadcastId, url);
  }

  async unlisted(broadcastId: number): Promise<boolean> {
    return this.pushes.clearPlayback(broadcastId);
  }

  onAir(): Promise<{ room_id: number; broadcast_id: number }[]> {
    return this.pushes
      .listPushedOpen()
      .then((rows) => rows.map((row) => ({ room_id: row.roomId, broadcast_id: row.id })));
  }

  /** Development only: every room the demo broadcasts may use, with its sport (the clip it gets). */
  demoRooms(): Promise<{ room_id: number; type: number; title: string }[]> {
    return this.pushes
      .listUnsealedRooms()
      .then((rooms) => rooms.map((room) => ({ room_id: room.id, type: room.type, title: room.title })));
  }

  /**
   * Development only: new keys for the rooms the demo schedule puts on the air, leaving out sealed
   * rooms and those a push is already on the air in (a streamer's own encoder wins).
   */
  async demoKeys(roomIds: number[]): Promise<{ room_id: number; title: string; stream_key: string }[]> {
    const rooms = await this.pushes.listUnsealedWithoutPush(roomIds);
    return Promise.all(
      rooms.map(async (room) => ({
        room_id: room.id,
        title: room.title,
        stream_key: (await this.keys.issue(room.id)).streamKey,
      })),
    );
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthUser, domainEventMessage } from '@arena/shared';
import { BroadcastsService } from '../broadcasting/broadcasts.service';
import { LiveOutbox } from '../events/live-outbox';
import { liveConfig } from '../live.config';
import { StreamKeysRepository } from './stream-keys.repository';

export interface PushAddress {
  room_id: number;
  /** The RTMP server a streaming tool pushes to. */
  push_url: string;
  /** When the current key was made, null before the first one. */
  key_created_at: string | null;
}

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A room's stream key: made on request and shown that once (only its hash is kept), so a leaked
 * key is replaced by making a new one. The media service checks a pushed key against the hash.
 */
@Injectable()
export class StreamKeysService {
  constructor(
    private readonly keys: StreamKeysRepository,
    private readonly broadcasts: BroadcastsService,
    private readonly outbox: LiveOutbox,
  ) {}

  async address(user: AuthUser): Promise<PushAddress> {
    const room = await this.broadcasts.roomOf(user);
    const key = await this.keys.findByRoom(room.id);
    return { room_id: room.id, push_url: liveConfig().pushUrl, key_created_at: key?.createdAt.toISOString() ?? null };
  }

  /** A new key replaces the old one at once; this answer is the only time it is shown. */
  async regenerate(user: AuthUser): Promise<PushAddress & { stream_key: string }> {
    const room = await this.broadcasts.roomOf(user);
    const { streamKey, createdAt } = await this.issue(room.id);
    return {
      room_id: room.id,
      push_url: liveConfig().pushUrl,
      key_created_at: createdAt.toISOString(),
      stream_key: streamKey,
    };
  }

  /** Makes a room's new key (one statement: two at once cannot collide) and disconnects a push on the old one. */
  async issue(roomId: number): Promise<{ streamKey: string; createdAt: Date }> {
    const streamKey = `${roomId}-${randomBytes(18).toString('base64url')}`;
    // The media service cuts a push on the old key when it hears of the change: never lost.
    const createdAt = await this.outbox.transaction(async (tx, announce) => {
      const created = await this.keys.replace(roomId, hash(streamKey), tx);
      announce(domainEventMessage('live.stream_key.changed', { roomId }));
      return created;
    });
    return { streamKey, createdAt };
  }

  /** Which room a pushed key opens, if any (for the media service). */
  async roomOfKey(streamKey: string): Promise<number | null> {
    return this.keys.roomOfHash(hash(streamKey));
  }
}

import { RoomChatModes } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { AuthUser, domainEventMessage, RoomChatModes as RoomChatModesRow } from '@arena/shared';
import { z } from 'zod';
import { LiveOutbox } from '../events/live-outbox';
import { ModerationLog } from '../moderation/moderation-log.service';
import { RoomAccess } from '../room-access/room-access.service';
import { ChatModesRepository } from './chat-modes.repository';
import { ChatModesInput } from './chat-modes.schemas';

/** A room nobody configured chats freely. */
export const OPEN_CHAT = {
  slow_seconds: 0,
  followers_only: false,
  followers_min_minutes: 0,
  fans_only: false,
  emote_only: false,
} as const;

const present = (roomId: number, row: RoomChatModesRow | null): RoomChatModes =>
  row
    ? {
        room_id: roomId,
        slow_seconds: row.slowSeconds,
        followers_only: row.followersOnly,
        followers_min_minutes: row.followersMinMinutes,
        fans_only: row.fansOnly,
        emote_only: row.emoteOnly,
      }
    : { room_id: roomId, ...OPEN_CHAT };

/**
 * Chat modes per room (slow, followers-only, fan-badge-only, emote-only), stored here and announced
 * as `live.modes.changed`; the chat gateway enforces them.
 */
@Injectable()
export class ChatModesService {
  constructor(
    private readonly chatModes: ChatModesRepository,
    private readonly access: RoomAccess,
    private readonly log: ModerationLog,
    private readonly outbox: LiveOutbox,
  ) {}

  async get(roomId: number): Promise<RoomChatModes> {
    await this.access.room(roomId);
    return present(roomId, await this.chatModes.findByRoom(roomId));
  }

  /** The room's streamer, whether it is on the air, and its modes (liveContracts.roomOwner). */
  async forChat(roomId: number): Promise<RoomChatModes & { streamer_id: number; on_air: boolean }> {
    const room = await this.access.room(roomId);
    return {
      ...present(roomId, await this.chatModes.findByRoom(roomId)),
      streamer_id: room.streamerId,
      on_air: room.liveSince !== null,
    };
  }

  async set(user: AuthUser, input: z.output<typeof ChatModesInput>): Promise<RoomChatModes> {
    const actor = await this.access.require(input.room_id, user, 'moderate');
    const data = {
      slowSeconds: input.slow_seconds,
      followersOnly: input.followers_only,
      followersMinMinutes: input.followers_min_minutes,
      fansOnly: input.fans_only,
      emoteOnly: input.emote_only,
      updatedBy: user.id,
    };
    return this.outbox.transaction(async (tx, announce) => {
      const row = await this.chatModes.save(input.room_id, data, tx);
      const modes = present(input.room_id, row);
      await this.log.write(
        { roomId: input.room_id, actorId: user.id, actorRole: actor.role, action: 'chat_modes', detail: { ...modes } },
        tx,
      );
      announce(domainEventMessage('live.modes.changed', modes));
      return modes;
    });
  }
}

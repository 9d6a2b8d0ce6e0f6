import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AuthUser, domainEventMessage, roomEventMessage, SealedRooms } from '@arena/shared';
import { BroadcastsService } from '../broadcasting/broadcasts.service';
import { LiveOutbox } from '../events/live-outbox';
import { ModerationLog } from '../moderation/moderation-log.service';
import { RoomAccess } from '../room-access/room-access.service';
import { RoomListCache } from '../rooms/room-list-cache';
import { SealsRepository } from './seals.repository';

export interface SealState {
  room_id: number;
  sealed: boolean;
}

/**
 * An administrator seals a room (off the air, out of every list, cannot start, no gifts, envelopes,
 * paid messages or chat: those services read the `SealedRooms` mirror) and unseals it.
 */
@Injectable()
export class SealsService implements OnApplicationBootstrap {
  constructor(
    private readonly seals: SealsRepository,
    private readonly access: RoomAccess,
    private readonly broadcasts: BroadcastsService,
    private readonly log: ModerationLog,
    private readonly outbox: LiveOutbox,
    private readonly lists: RoomListCache,
    private readonly sealed: SealedRooms,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sealed.reset(await this.seals.sealedRoomIds());
  }

  async seal(user: AuthUser, roomId: number, reason: string): Promise<SealState> {
    const actor = await this.access.require(roomId, user, 'police');
    await this.outbox.transaction(
      async (tx, announce) => {
        await this.seals.setSealedAt(roomId, new Date(), tx);
        await this.log.write(
          {
            roomId,
            actorId: user.id,
            actorRole: actor.role,
            action: 'seal',
            targetUserId: actor.room.streamerId,
            detail: { reason },
          },
          tx,
        );
        announce(roomEventMessage(roomId, 'sealingStatu', { by: user.id, status: 1 }));
        announce(domainEventMessage('room.changed', { roomId }));
      },
      async () => {
        // Sealed first, so a start racing this one is refused; then whatever is on the air ends; the
        // room hears of the seal last, once gifts and chat refuse it.
        await this.sealed.mark(roomId, true);
        await this.broadcasts.stop(roomId, 'seal');
        await this.lists.invalidate();
      },
    );
    return { room_id: roomId, sealed: true };
  }

  async unseal(user: AuthUser, roomId: number): Promise<SealState> {
    const actor = await this.access.require(roomId, user, 'police');
    await this.outbox.transaction(
      async (tx, announce) => {
        await this.seals.setSealedAt(roomId, null, tx);
        await this.log.write(
          { roomId, actorId: user.id, actorRole: actor.role, action: 'unseal', targetUserId: actor.room.streamerId },
          tx,
        );
        announce(roomEventMessage(roomId, 'sealingStatu', { by: user.id, status: 0 }));
        announce(domainEventMessage('room.changed', { roomId }));
      },
      async () => {
        await this.sealed.mark(roomId, false);
        await this.lists.invalidate();
      },
    );
    return { room_id: roomId, sealed: false };
  }
}

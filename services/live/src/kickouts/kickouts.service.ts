import { Injectable } from '@nestjs/common';
import { AuthUser, ModerationLog as ModerationLogRow, Page, PageInput } from '@arena/shared';
import { z } from 'zod';
import { BroadcastsService } from '../broadcasting/broadcasts.service';
import { LiveOutbox } from '../events/live-outbox';
import { ModerationLog } from '../moderation/moderation-log.service';
import { RoomAccess } from '../room-access/room-access.service';
import { KickoutOutput } from './kickouts.schemas';

type KickoutView = z.output<typeof KickoutOutput>;

const present = (row: ModerationLogRow): KickoutView => ({
  id: row.id,
  room_id: row.roomId,
  anchor_id: row.targetUserId ?? 0,
  reason: String((row.detail as { reason?: unknown }).reason ?? ''),
  by: row.actorId,
  created_at: row.createdAt.toISOString(),
});

/**
 * An administrator takes a streamer off the air: the broadcast ends, the streamer's pages get the
 * spec's liveKickout event (and go to /anchor), and the kick-out is kept in the audit log, which
 * is also the kick-out list.
 */
@Injectable()
export class KickoutsService {
  constructor(
    private readonly access: RoomAccess,
    private readonly broadcasts: BroadcastsService,
    private readonly log: ModerationLog,
    private readonly outbox: LiveOutbox,
  ) {}

  async kick(user: AuthUser, roomId: number, reason: string): Promise<KickoutView> {
    const actor = await this.access.require(roomId, user, 'police');
    const broadcast = await this.broadcasts.stop(roomId, 'kickout');
    const row = await this.outbox.transaction(async (tx, announce) => {
      const written = await this.log.write(
        {
          roomId,
          actorId: user.id,
          actorRole: actor.role,
          action: 'kickout',
          targetUserId: actor.room.streamerId,
          detail: { reason, broadcast_id: broadcast?.id ?? null },
        },
        tx,
      );
      announce({ kickout: { userId: actor.room.streamerId, roomId, reason } });
      return written;
    });
    return present(row);
  }

  /** Administrators read every kick-out (or one room's); a streamer reads their own room's. */
  async list(user: AuthUser, roomId: number | undefined, page: PageInput): Promise<Page<KickoutView>> {
    const filter = user.role === 'admin' ? { action: 'kickout', roomId } : { action: 'kickout', targetUserId: user.id };
    const { rows, total } = await this.log.page(filter, page);
    return { list: rows.map(present), total, page: page.page, limit: page.limit };
  }
}

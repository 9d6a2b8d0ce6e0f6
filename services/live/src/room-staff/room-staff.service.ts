import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuthUser,
  domainEventMessage,
  Lang,
  Page,
  PageInput,
  RoomStaff,
  RoomStaffRole,
  roomEventMessage,
} from '@arena/shared';
import { z } from 'zod';
import { LiveOutbox } from '../events/live-outbox';
import { ModerationLog } from '../moderation/moderation-log.service';
import { RoomAccess } from '../room-access/room-access.service';
import { UserCards } from '../user-cards/user-cards.client';
import { RoomStaffRepository } from './room-staff.repository';
import { MAX_ROOM_STAFF, StaffOutput } from './room-staff.schemas';

type StaffView = z.output<typeof StaffOutput>;

const present = (row: RoomStaff): StaffView => ({
  room_id: row.roomId,
  uid: row.userId,
  role: row.role,
  user_nickname: row.nickname,
  avatar: row.avatar,
  created_at: row.createdAt.toISOString(),
});

/** A room's administrators (managers) and the streamer's assistants: appointed by the streamer or an administrator. */
@Injectable()
export class RoomStaffService {
  constructor(
    private readonly staff: RoomStaffRepository,
    private readonly access: RoomAccess,
    private readonly cards: UserCards,
    private readonly log: ModerationLog,
    private readonly outbox: LiveOutbox,
  ) {}

  async appoint(user: AuthUser, roomId: number, uid: number, role: RoomStaffRole, lang: Lang): Promise<StaffView> {
    const actor = await this.access.require(roomId, user, 'appoint');
    if (uid === actor.room.streamerId) throw AppError.fail('live.target_streamer');
    const card = await this.cards.get(uid, lang);
    const row = await this.outbox.transaction(async (tx, announce) => {
      // Serialises appointments of one room, so two at once cannot pass the limit together.
      await this.staff.lockRoom(roomId, tx);
      const existing = await this.staff.find(roomId, uid, tx);
      if (!existing && (await this.staff.countOfRoom(roomId, tx)) >= MAX_ROOM_STAFF)
        throw AppError.fail('live.staff_full', { max: MAX_ROOM_STAFF });
      const saved = await this.staff.save(
        { roomId, userId: uid, role, nickname: card.user_nickname, avatar: card.avatar },
        tx,
      );
      await this.log.write(
        { roomId, actorId: user.id, actorRole: actor.role, action: 'appoint', targetUserId: uid, detail: { role } },
        tx,
      );
      announce(roomEventMessage(roomId, 'setAdministrations', { uid, by: user.id, status: 1, role }));
      announce(domainEventMessage('live.staff.changed', { roomId, userId: uid, role }));
      return saved;
    });
    return present(row);
  }

  async dismiss(user: AuthUser, roomId: number, uid: number): Promise<{ room_id: number; uid: number }> {
    const actor = await this.access.require(roomId, user, 'appoint');
    const removed = await this.outbox.transaction(async (tx, announce) => {
      if ((await this.staff.remove(roomId, uid, tx)) === 0) return false;
      await this.log.write(
        { roomId, actorId: user.id, actorRole: actor.role, action: 'dismiss', targetUserId: uid },
        tx,
      );
      announce(roomEventMessage(roomId, 'setAdministrations', { uid, by: user.id, status: 0 }));
      announce(domainEventMessage('live.staff.changed', { roomId, userId: uid, role: null }));
      return true;
    });
    if (!removed) throw AppError.fail('live.staff_not_found');
    return { room_id: roomId, uid };
  }

  /** The staff of one role, for the room's streamer, its staff and administrators. */
  async list(user: AuthUser, roomId: number, role: RoomStaffRole, page: PageInput): Promise<Page<StaffView>> {
    await this.access.require(roomId, user, 'moderate');
    const [rows, total] = await Promise.all([
      this.staff.listOfRole(roomId, role, (page.page - 1) * page.limit, page.limit),
      this.staff.countOfRole(roomId, role),
    ]);
    return { list: rows.map(present), total, page: page.page, limit: page.limit };
  }
}

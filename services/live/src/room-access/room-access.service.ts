import { RoomRole } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, Room } from '@arena/shared';
import { RoomAccessRepository } from './room-access.repository';

/** What a role may do in a room; the authorisation matrix test reads the same table. */
export const ROOM_PERMISSIONS = {
  /** Taboo and lift, shield and lift, chat modes. */
  moderate: ['admin', 'anchor', 'manager', 'assistant'],
  /** Appoint and dismiss room administrators and assistants. */
  appoint: ['admin', 'anchor'],
  /** Read the streamer's fan list (uids and names of people who paid to join). */
  fans: ['admin', 'anchor', 'manager', 'assistant'],
  /** Seal a room, kick a streamer off the air. */
  police: ['admin'],
} as const satisfies Record<string, readonly RoomRole[]>;
export type RoomPermission = keyof typeof ROOM_PERMISSIONS;
const REFUSAL: Record<RoomPermission, string> = {
  moderate: 'live.not_allowed_moderate',
  fans: 'live.not_allowed_fans',
  appoint: 'live.not_allowed_appoint',
  police: 'live.not_allowed_police',
};

export interface RoomActor {
  room: Room;
  user: AuthUser;
  role: RoomRole;
}

/**
 * Who a user is in a room: a platform administrator, the room's streamer, one of its staff, or a
 * viewer. Every moderation route asks here, so the rules live in one place.
 */
@Injectable()
export class RoomAccess {
  constructor(private readonly rooms: RoomAccessRepository) {}

  async room(roomId: number): Promise<Room> {
    const room = await this.rooms.findRoom(roomId);
    if (!room) throw AppError.fail('live.room_not_found');
    return room;
  }

  async roleOf(room: Room, userId: number | undefined, platformRole?: AuthUser['role']): Promise<RoomRole> {
    if (platformRole === 'admin') return 'admin';
    if (userId === undefined) return 'viewer';
    if (room.streamerId === userId) return 'anchor';
    return (await this.rooms.staffRole(room.id, userId)) ?? 'viewer';
  }

  /** The caller's role in the room, refused with a translated reason unless it grants the permission. */
  async require(roomId: number, user: AuthUser, permission: RoomPermission): Promise<RoomActor> {
    const room = await this.room(roomId);
    const role = await this.roleOf(room, user.id, user.role);
    if (!(ROOM_PERMISSIONS[permission] as readonly RoomRole[]).includes(role)) throw AppError.fail(REFUSAL[permission]);
    return { room, user, role };
  }

  /**
   * A moderator acts on viewers: nobody acts on the streamer or on themselves, and only the
   * streamer or an administrator acts on the room's staff.
   */
  async assertMayTarget(actor: RoomActor, targetId: number): Promise<void> {
    if (targetId === actor.user.id) throw AppError.fail('live.target_self');
    const target = await this.roleOf(actor.room, targetId);
    if (target === 'anchor') throw AppError.fail('live.target_streamer');
    if ((target === 'manager' || target === 'assistant') && actor.role !== 'anchor' && actor.role !== 'admin')
      throw AppError.fail('live.target_staff');
  }
}

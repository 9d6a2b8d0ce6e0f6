import { RoomRole } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { AuthUser, Lang, roomEventMessage } from '@arena/shared';
import { LiveOutbox } from '../events/live-outbox';
import { RoomAccess } from '../room-access/room-access.service';
import { ChatRestrictions, RestrictionKind } from './chat-restrictions.client';
import { ModerationLog } from './moderation-log.service';

export interface RestrictionResult {
  room_id: number;
  uid: number;
  /** ms since epoch, null until lifted. */
  until: number | null;
}

export interface UserStatus {
  room_id: number;
  uid: number;
  role: RoomRole;
  can_moderate: boolean;
  can_appoint: boolean;
  muted: boolean;
  mute_until: number | null;
  shielded: boolean;
  sealed: boolean;
}

/**
 * Taboo (mute), shield and their lifting: set in the chat's restrictions, announced to the room
 * with the spec's code 200 event, written to the audit log.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly access: RoomAccess,
    private readonly restrictions: ChatRestrictions,
    private readonly log: ModerationLog,
    private readonly outbox: LiveOutbox,
  ) {}

  async restrict(
    user: AuthUser,
    roomId: number,
    uid: number,
    kind: RestrictionKind,
    seconds: number | undefined,
    lang: Lang,
  ): Promise<RestrictionResult> {
    const actor = await this.access.require(roomId, user, 'moderate');
    await this.access.assertMayTarget(actor, uid);
    const set = await this.restrictions.set(roomId, uid, kind, seconds, lang);
    await this.outbox.transaction(async (tx, announce) => {
      const action = kind === 'mute' ? 'taboo' : 'shield';
      await this.log.write(
        {
          roomId,
          actorId: user.id,
          actorRole: actor.role,
          action,
          targetUserId: uid,
          detail: { seconds: seconds ?? 0 },
        },
        tx,
      );
      announce(
        kind === 'mute'
          ? roomEventMessage(roomId, 'setTaboo', { uid, by: user.id, until: set.until })
          : roomEventMessage(roomId, 'setusershield', { uid, by: user.id, status: 1 }),
      );
    });
    return { room_id: roomId, uid, until: set.until };
  }

  async lift(
    user: AuthUser,
    roomId: number,
    uid: number,
    kind: RestrictionKind,
    lang: Lang,
  ): Promise<RestrictionResult> {
    const actor = await this.access.require(roomId, user, 'moderate');
    await this.restrictions.lift(roomId, uid, kind, lang);
    await this.outbox.transaction(async (tx, announce) => {
      await this.log.write(
        {
          roomId,
          actorId: user.id,
          actorRole: actor.role,
          action: kind === 'mute' ? 'relieve_taboo' : 'relieve_shield',
          targetUserId: uid,
        },
        tx,
      );
      announce(
        kind === 'mute'
          ? roomEventMessage(roomId, 'relieveTaboo', { uid, by: user.id })
          : roomEventMessage(roomId, 'setusershield', { uid, by: user.id, status: 0 }),
      );
    });
    return { room_id: roomId, uid, until: null };
  }

  /** A visitor's standing: a viewer who can do nothing but watch. */
  async visitorStatus(roomId: number): Promise<UserStatus> {
    const room = await this.access.room(roomId);
    return {
      room_id: roomId,
      uid: 0,
      role: 'viewer',
      can_moderate: false,
      can_appoint: false,
      muted: false,
      mute_until: null,
      shielded: false,
      sealed: room.sealedAt !== null,
    };
  }

  /** A user's standing in a room (the caller's by default): what the site's moderation menu and chat box need. */
  async status(
    roomId: number,
    uid: number,
    platformRole: AuthUser['role'] | undefined,
    lang: Lang,
  ): Promise<UserStatus> {
    const room = await this.access.room(roomId);
    const [role, active] = await Promise.all([
      this.access.roleOf(room, uid, platformRole),
      this.restrictions.active(roomId, lang),
    ]);
    const mine = active.filter((r) => r.userId === String(uid));
    const mute = mine.find((r) => r.kind === 'mute');
    return {
      room_id: roomId,
      uid,
      role,
      can_moderate: role !== 'viewer',
      can_appoint: role === 'admin' || role === 'anchor',
      muted: Boolean(mute),
      mute_until: mute?.until ?? null,
      shielded: mine.some((r) => r.kind === 'shield'),
      sealed: room.sealedAt !== null,
    };
  }
}

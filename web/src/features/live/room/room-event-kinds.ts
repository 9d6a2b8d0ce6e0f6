import type { RoomEventType } from '@arena/protocol';
import type { RoomEvent } from './use-room-events';

/** The spec's moderation events under the site's words (docs/glossary.md): components speak these. */
const MODERATION = {
  setTaboo: 'mute',
  relieveTaboo: 'unmute',
  setusershield: 'shield',
  setAdministrations: 'staff',
} as const satisfies Partial<Record<RoomEventType, string>>;

export type ModerationKind = (typeof MODERATION)[keyof typeof MODERATION];

export interface Moderation {
  kind: ModerationKind;
  uid?: number;
  /** False when a shield or a staff role is lifted (status 0); a mute is lifted by `unmute`. */
  on: boolean;
}

/** A moderation event of the room, or null for any other event. */
export function moderationOf(event: RoomEvent): Moderation | null {
  const kind = (MODERATION as Partial<Record<RoomEventType, ModerationKind>>)[event.type];
  if (!kind) return null;
  const data = event.data as { uid?: number; status?: 0 | 1 };
  return { kind, uid: data.uid, on: !((kind === 'shield' || kind === 'staff') && data.status === 0) };
}

/** Events after which the room is read again: it went on or off the air, or was sealed or unsealed. */
const ROOM_STATE: ReadonlySet<RoomEventType> = new Set<RoomEventType>(['startRoom', 'endRoom', 'sealingStatu']);

export const changesRoomState = (event: RoomEvent): boolean => ROOM_STATE.has(event.type);

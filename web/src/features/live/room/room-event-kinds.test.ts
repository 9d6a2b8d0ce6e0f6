import { describe, expect, it } from 'vitest';
import { changesRoomState, moderationOf } from './room-event-kinds';
import type { RoomEvent } from './use-room-events';

const event = (type: string, data: Record<string, unknown>) => ({ code: 200, type, roomId: 1, data }) as RoomEvent;

describe('room event kinds', () => {
  it("name the spec's moderation events in the site's words, with lifted shields and staff roles", () => {
    expect(moderationOf(event('setTaboo', { uid: 7, until: null }))).toEqual({ kind: 'mute', uid: 7, on: true });
    expect(moderationOf(event('relieveTaboo', { uid: 7 }))).toEqual({ kind: 'unmute', uid: 7, on: true });
    expect(moderationOf(event('setusershield', { uid: 7, status: 0 }))).toEqual({ kind: 'shield', uid: 7, on: false });
    expect(moderationOf(event('setAdministrations', { uid: 8, status: 1 }))).toEqual({
      kind: 'staff',
      uid: 8,
      on: true,
    });
    expect(moderationOf(event('gift', { uid: 7 }))).toBeNull();
  });

  it('tell the events that change the room itself', () => {
    expect(['startRoom', 'endRoom', 'sealingStatu', 'chat'].map((type) => changesRoomState(event(type, {})))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

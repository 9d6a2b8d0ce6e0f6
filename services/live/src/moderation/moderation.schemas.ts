import { z } from 'zod';
import { fields } from '@arena/shared';

/** The longest taboo: 30 days; none or 0 means until lifted. */
export const MAX_TABOO_SECONDS = 30 * 24 * 3600;

export const TargetInput = z.object({ room_id: fields.id(), uid: fields.id() });
export const TabooInput = TargetInput.extend({ seconds: fields.int(0, MAX_TABOO_SECONDS).optional() });
export const StatusInput = z.object({ room_id: fields.id(), uid: fields.id().optional() });

export const RestrictionOutput = z.object({
  room_id: z.number().int(),
  uid: z.number().int(),
  until: z.number().int().nullable(),
});
export const RoomRoleOutput = z.enum(['admin', 'anchor', 'manager', 'assistant', 'viewer']);
export const UserStatusOutput = z.object({
  room_id: z.number().int(),
  uid: z.number().int(),
  role: RoomRoleOutput,
  can_moderate: z.boolean(),
  can_appoint: z.boolean(),
  muted: z.boolean(),
  mute_until: z.number().int().nullable(),
  shielded: z.boolean(),
  sealed: z.boolean(),
});

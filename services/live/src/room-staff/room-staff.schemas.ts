import { z } from 'zod';
import { fields, PageInput } from '@arena/shared';

/** Spec 5: up to 200 room administrators and assistants per room. */
export const MAX_ROOM_STAFF = 200;

export const StaffRole = z.enum(['manager', 'assistant']);
export const AppointInput = z.object({ room_id: fields.id(), uid: fields.id(), role: StaffRole.default('manager') });
export const DismissInput = z.object({ room_id: fields.id(), uid: fields.id() });
export const StaffListInput = PageInput.extend({ room_id: fields.id() });

export const StaffOutput = z.object({
  room_id: z.number().int(),
  uid: z.number().int(),
  role: StaffRole,
  user_nickname: z.string(),
  avatar: z.string(),
  created_at: z.string(),
});
export const DismissOutput = z.object({ room_id: z.number().int(), uid: z.number().int() });

import { z } from 'zod';
import { fields, PageInput } from '@arena/shared';
import { MODERATION_ACTIONS } from '../moderation/moderation-log.service';

export const LogInput = PageInput.extend({
  room_id: fields.id().optional(),
  action: z.enum(MODERATION_ACTIONS).optional(),
  limit: fields.limit(200, 50),
});
export const SealInput = z.object({ room_id: fields.id(), reason: fields.text(200) });
export const UnsealInput = z.object({ room_id: fields.id() });

export const LogEntryOutput = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  actor_id: z.number().int(),
  actor_role: z.string(),
  action: z.string(),
  target_user_id: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const SealOutput = z.object({ room_id: z.number().int(), sealed: z.boolean() });

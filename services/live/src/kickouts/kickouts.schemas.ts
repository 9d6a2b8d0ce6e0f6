import { z } from 'zod';
import { fields, PageInput } from '@arena/shared';

export const KickoutInput = z.object({ room_id: fields.id(), reason: fields.text(200) });
export const KickoutListInput = PageInput.extend({ room_id: fields.id().optional() });

export const KickoutOutput = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  anchor_id: z.number().int(),
  reason: z.string(),
  by: z.number().int(),
  created_at: z.string(),
});

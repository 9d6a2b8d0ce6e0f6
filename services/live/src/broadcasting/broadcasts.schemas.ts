import { z } from 'zod';
import { fields } from '@arena/shared';

export const StartInput = z.object({ title: fields.optionalText(100) });
export const OnAirOutput = z.object({
  room_id: z.number().int(),
  broadcast_id: z.number().int(),
  title: z.string(),
  live_since: z.string(),
});
export const EndOutput = z.object({ room_id: z.number().int(), broadcast_id: z.number().int().nullable() });

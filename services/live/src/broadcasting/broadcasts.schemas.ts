import { z } from 'zod';
import { fields, PageInput } from '@arena/shared';

export const StartInput = z.object({ title: fields.optionalText(100) });
export const OnAirOutput = z.object({
  room_id: z.number().int(),
  broadcast_id: z.number().int(),
  title: z.string(),
  live_since: z.string(),
});
export const EndOutput = z.object({ room_id: z.number().int(), broadcast_id: z.number().int().nullable() });

export const RecordsInput = PageInput;
/** A past or running broadcast of the streamer's room (member tab 3). */
export const BroadcastRecordOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int(),
  peak_online: z.number().int(),
  playback_url: z.string().nullable(),
});

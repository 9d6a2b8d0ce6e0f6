import { defineContract } from '@arena/shared';
import { z } from 'zod';

/** The video service keeps a broadcast's gifts beside its replay (chat replay). */
export const roomGiftHistory = defineContract({
  service: 'gifts',
  method: 'GET',
  path: '/internal/rooms/:room_id/gift-history',
  summary: 'The gifts sent in a room between two times, oldest first, with their senders and names',
  input: z.object({
    room_id: z.coerce.number().int().min(1),
    from: z.coerce.number().int().min(0).describe('ms since epoch'),
    to: z.coerce.number().int().min(0).describe('ms since epoch'),
    limit: z.coerce.number().int().min(1).max(20_000).default(5_000),
  }),
  output: z.array(
    z.object({
      sender_id: z.number().int(),
      nickname: z.string(),
      gift_code: z.string(),
      gift_names: z.object({ zh: z.string(), en: z.string(), vi: z.string() }),
      gift_image: z.string(),
      count: z.number().int(),
      at: z.number().describe('ms since epoch'),
    }),
  ),
  errors: [],
});

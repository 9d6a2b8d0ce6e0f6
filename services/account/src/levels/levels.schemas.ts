import { z } from 'zod';

const LevelOutput = z.object({ level: z.number().int(), name: z.string(), exp: z.number(), icon: z.string() });

/** A level table and, when the caller is on it, where they stand. */
export const LevelTableOutput = z.object({
  list: z.array(LevelOutput),
  current: z
    .object({ exp: z.number(), level: z.number().int(), percent: z.number().int(), nextExp: z.number().nullable() })
    .nullable()
    .describe('null for a visitor (and, on the streamer table, for a user who is not a streamer)'),
});

import { z } from 'zod';

export const CircleOutput = z.object({
  id: z.number().int(),
  kind: z.enum(['sport', 'competition', 'streamer']).describe("A sport, a competition, or a streamer's fan circle"),
  sport: z.string().describe("football, basketball... (empty for a streamer's circle)"),
  name: z.string().describe("In the caller's language"),
  intro: z.string(),
  icon: z.string(),
  member_count: z.number().int(),
  post_count: z.number().int(),
  is_joined: z.union([z.literal(0), z.literal(1)]),
});
export type CircleView = z.output<typeof CircleOutput>;

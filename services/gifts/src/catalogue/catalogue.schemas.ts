import { z } from 'zod';

/** A gift as the bar shows it: its name in the caller's language, price in whole diamonds, artwork paths. */
export const GiftOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  tier: z.number().int(),
  diamonds: z.number().int(),
  image: z.string(),
  animation: z.string(),
});
export type GiftView = z.output<typeof GiftOutput>;

import { fields } from '@arena/shared';
import { z } from 'zod';

export const HornInput = z.object({
  content: fields.text(100),
  /** The sender's key of this message: the same key answers the first send again and charges once. */
  request_key: fields.optionalText(64).pipe(z.string().min(8).optional()),
});
export type HornInput = z.output<typeof HornInput>;

export const HornOutput = z.object({
  id: z.number().int(),
  content: z.string(),
  from_quota: z.boolean().describe("Paid by the noble's monthly quota instead of diamonds"),
  diamonds: z.number().int().describe('Diamonds paid (0 from the quota)'),
  horn_left: z.number().int().describe('Free horn messages left this month (0 without nobility)'),
  gold: z.string().nullable().describe("The sender's diamonds after paying (null when nothing was paid now)"),
  replayed: z.boolean(),
});
export type HornView = z.output<typeof HornOutput>;

import { fields } from '@arena/shared';
import { z } from 'zod';

export const RedEnvelopeInput = z.object({
  room_id: fields.id(),
  /** N: the diamonds put in, whole diamonds. */
  diamonds: fields.int(1, 1_000_000),
  /** K: how many viewers can grab one; each gets at least one diamond. */
  count: fields.int(1, 1000),
  greeting: fields.optionalText(60),
});

export const RedEnvelopeIdInput = z.object({ id: fields.id() });

export const RedEnvelopeInfo = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender_id: z.number().int(),
  diamonds: z.number().int(),
  count: z.number().int(),
  greeting: z.string(),
  status: z
    .enum(['open', 'emptied', 'expired'])
    .describe('open: grabs allowed; emptied: every share grabbed; expired: the remainder went back to the sender'),
  remaining_count: z.number().int(),
  remaining_diamonds: z.number().int(),
  refunded: z.number().int().describe('Diamonds returned to the sender at the expiry'),
  my_diamonds: z.number().int().nullable().describe('What the caller grabbed, null if nothing'),
  expires_at: z.string(),
  grabs: z.array(z.object({ user_id: z.number().int(), diamonds: z.number().int(), grabbed_at: z.string() })),
});

export const RedEnvelopeReceived = z.object({
  id: z.number().int(),
  diamonds: z.number().int().describe('What this grab got'),
  gold: z.string().describe("The grabber's diamonds after it, as Member/info shows them"),
});

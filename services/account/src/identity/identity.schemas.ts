import { z } from 'zod';

/** Member/getVerifiedInfo: the verified identity, masked. */
export const VerifiedIdentityOutput = z.object({
  is_verified: z.union([z.literal(0), z.literal(1)]),
  real_name: z.string().describe('Masked'),
  id_number: z.string().describe('Masked'),
  verified_at: z.string().optional(),
});

import { z } from 'zod';

/** A user as the administrators' list shows it. */
export const AdminUserOutput = z.object({
  id: z.number().int(),
  country_code: z.string(),
  mobile: z.string(),
  user_nickname: z.string(),
  avatar: z.string(),
  role: z.string(),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  banned: z.union([z.literal(0), z.literal(1)]),
  ban_reason: z.string().nullable(),
  created_at: z.string(),
});

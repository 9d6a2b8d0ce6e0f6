import { z } from 'zod';

/** OpenAPI shape of a public user card (User/getUserInfo with an id): never the mobile. */
export const UserCardOutput = z.object({
  id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  userlevel: z.number().int(),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  fans: z.number().int(),
  follows: z.number().int(),
  is_attention: z.union([z.literal(0), z.literal(1)]),
  create_time_str: z.string(),
});

import { z } from 'zod';

/** OpenAPI shape of the spec's stored user (login, register, Member/info). */
export const StoredUserOutput = z.object({
  token: z.string(),
  id: z.number().int(),
  avatar: z.string(),
  user_nickname: z.string(),
  create_time_str: z.string().describe('days since joining'),
  userlevel: z.number().int(),
  toplevel: z.number().int(),
  exp_percent: z.number().int(),
  gold: z.string(),
  balances: z.string(),
  consumption: z.string().describe('consumption wallet, yuan'),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  chatpermission: z.union([z.literal(0), z.literal(1)]),
  mobile: z.string(),
  invite_code: z.string(),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  userSig: z.string(),
});

import { fields, PageInput } from '@arena/shared';
import { z } from 'zod';

export const HandselInput = z.object({
  room_id: fields.id(),
  gift_id: fields.id(),
  count: fields.int(1, 9999).default(1),
  from_backpack: fields.bool().default(false),
  /** The sender's key of this send: the same key answers the first send again and charges once. */
  request_key: fields.optionalText(64).pipe(z.string().min(8).optional()),
});
export type HandselInput = z.output<typeof HandselInput>;

export const HandselOutput = z.object({
  send_id: z.number().int(),
  gift_id: z.number().int(),
  count: z.number().int(),
  /** Diamonds paid (0 from the backpack) and the sender's diamonds after it. */
  diamonds: z.string(),
  gold: z.string().nullable(),
  replayed: z.boolean(),
});

export const ReceivedInput = PageInput;
export const ReceivedGiftOutput = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  gift_id: z.number().int(),
  gift_name: z.string(),
  image: z.string(),
  count: z.number().int(),
  diamonds: z.string(),
  created_at: z.string(),
});

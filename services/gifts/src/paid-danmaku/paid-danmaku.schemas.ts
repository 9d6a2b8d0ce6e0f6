import { fields } from '@arena/shared';
import { z } from 'zod';

export const PaidDanmakuStyleOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  diamonds: z.number().int().describe('Price of one message in whole diamonds'),
  color: z.string(),
  effect: z
    .enum(['float', 'top', 'glow'])
    .describe('float: across the player; top: pinned a few seconds; glow: a glowing line'),
});
export type PaidDanmakuStyleView = z.output<typeof PaidDanmakuStyleOutput>;

export const PaidDanmakuSendInput = z.object({
  room_id: fields.id(),
  style_id: fields.id(),
  content: fields.text(100),
  /** The sender's key of this message: the same key answers the first send again and charges once. */
  request_key: fields.optionalText(64).pipe(z.string().min(8).optional()),
});
export type PaidDanmakuSendInput = z.output<typeof PaidDanmakuSendInput>;

export const PaidDanmakuSendOutput = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  style_id: z.number().int(),
  content: z.string(),
  diamonds: z.number().int(),
  gold: z.string().nullable().describe("The sender's diamonds after paying (null when nothing was paid now)"),
  replayed: z.boolean(),
});
export type PaidDanmakuSendView = z.output<typeof PaidDanmakuSendOutput>;

import { fields, PageInput } from '@arena/shared';
import { z } from 'zod';

/** A goods as the shop shows it: name and description in the caller's language, what is left. */
export const GoodsOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  diamonds: z.number().int().describe('Price of one, in whole diamonds'),
  stock: z.number().int().nullable().describe('How many are left; null: unlimited'),
  per_user_limit: z.number().int().nullable().describe('Most one user may exchange in all; null: no limit'),
});
export type GoodsView = z.output<typeof GoodsOutput>;

export const ExchangeInput = z.object({
  goods_id: fields.id(),
  quantity: fields.int(1, 99).default(1),
  /** The caller's key of this exchange: the same key answers the first exchange again and charges once. */
  request_key: fields.optionalText(64).pipe(z.string().min(8).optional()),
});
export type ExchangeInput = z.output<typeof ExchangeInput>;

export const ExchangeOutput = z.object({
  exchange_id: z.number().int(),
  goods_id: z.number().int(),
  quantity: z.number().int(),
  diamonds: z.number().int().describe('Diamonds paid'),
  gold: z.string().describe("The caller's diamonds after it, as Member/info shows them"),
  stock: z.number().int().nullable().describe('What is left of the goods; null: unlimited'),
  replayed: z.boolean().describe('The request key had already exchanged: nothing was charged again'),
});

export const RecordsInput = PageInput;
export const ExchangeRecordOutput = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  diamonds: z.number().int(),
  created_at: z.string(),
});

import { fields } from '@arena/shared';
import { z } from 'zod';

export const NobilityTierOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe("The tier's name in the caller's language"),
  level: z.number().int().describe('1 is the lowest; a higher level replaces a lower one'),
  diamonds: z.number().int().describe('Price of one month in whole diamonds'),
  privileges: z.object({
    entry_effect: z.string().describe('The effect shown when the noble enters a room'),
    danmaku_color: z.string().describe("The colour of the noble's danmaku"),
    horn_quota: z.number().int().describe('Horn messages free per month'),
  }),
});
export type NobilityTierView = z.output<typeof NobilityTierOutput>;

export const NobilityMembershipOutput = z.object({
  tier_id: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  started_at: z.string(),
  expires_at: z.string(),
  horn_left: z.number().int().describe('Free horn messages left in the current month'),
});
export type NobilityMembershipView = z.output<typeof NobilityMembershipOutput>;

export const NobilityListOutput = z.object({
  list: z.array(NobilityTierOutput),
  membership: NobilityMembershipOutput.nullable().describe(
    "The caller's current nobility; null for visitors and users without one",
  ),
  horn_price: z.number().int().describe('Diamonds a horn message costs once the free ones are used (Member/sneHorn)'),
});

export const NobilityBuyInput = z.object({
  tier_id: fields.id(),
  months: fields.int(1, 12).default(1),
  /** The buyer's key of this purchase: the same key answers the first purchase again and charges once. */
  request_key: fields.optionalText(64).pipe(z.string().min(8).optional()),
});
export type NobilityBuyInput = z.output<typeof NobilityBuyInput>;

export const NobilityBuyOutput = z.object({
  purchase_id: z.number().int(),
  tier_id: z.number().int(),
  level: z.number().int(),
  months: z.number().int(),
  diamonds: z.number().int().describe('Diamonds paid'),
  expires_at: z.string().describe('When the nobility ends after this purchase'),
  gold: z.string().nullable().describe("The buyer's diamonds after paying (null on a replay)"),
  replayed: z.boolean(),
});
export type NobilityBuyView = z.output<typeof NobilityBuyOutput>;

import { fields, PageInput } from '@arena/shared';
import { z } from 'zod';

/** What an administrator edits, as the catalogues' codes, names and prices are checked. */
const code = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/));
const name = (max: number) => fields.text(max);
const sitePath = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .max(200)
      .regex(/^\/[\w./-]*$/),
  );
/** A count that may be "none" (unlimited): null, or a whole number. */
const countOrNull = (max: number) => z.union([z.null(), fields.int(0, max)]);
const names = { name_zh: name(40), name_en: name(40), name_vi: name(40) };

export const IdInput = z.object({ id: fields.id() });

// Gifts
export const AdminGiftOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  tier: z.number().int(),
  diamonds: z.number().int(),
  image: z.string(),
  animation: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
const giftFields = {
  ...names,
  tier: fields.int(1, 5),
  diamonds: fields.int(1, 10_000_000),
  image: sitePath().optional().describe('Default /gifts/<code>.svg'),
  animation: sitePath().optional().describe('Default /gifts/<code>-anim.svg'),
  sort: fields.int(0, 100_000).default(0),
  enabled: fields.bool().default(true),
};
export const GiftCreateInput = z.object({ code: code(), ...giftFields });
export const GiftUpdateInput = z
  .object({
    id: fields.id(),
    ...giftFields,
    sort: fields.int(0, 100_000),
    enabled: fields.bool(),
  })
  .partial()
  .required({ id: true });

// Paid danmaku styles
export const AdminPaidDanmakuStyleOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  diamonds: z.number().int(),
  color: z.string(),
  effect: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
const styleFields = {
  ...names,
  diamonds: fields.int(1, 1_000_000),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  effect: z.enum(['float', 'top', 'glow']),
  sort: fields.int(0, 100_000).default(0),
  enabled: fields.bool().default(true),
};
export const PaidDanmakuStyleCreateInput = z.object({ code: code(), ...styleFields });
export const PaidDanmakuStyleUpdateInput = z
  .object({
    id: fields.id(),
    ...styleFields,
    sort: fields.int(0, 100_000),
    enabled: fields.bool(),
  })
  .partial()
  .required({ id: true });

// Goods
export const AdminGoodsOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  description_zh: z.string(),
  description_en: z.string(),
  description_vi: z.string(),
  image: z.string(),
  diamonds: z.number().int(),
  stock: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
const goodsFields = {
  name_zh: name(60),
  name_en: name(60),
  name_vi: name(60),
  description_zh: fields.optionalText(300),
  description_en: fields.optionalText(300),
  description_vi: fields.optionalText(300),
  image: sitePath().optional().describe('Default /goods/<code>.svg'),
  diamonds: fields.int(1, 10_000_000),
  stock: countOrNull(10_000_000).default(null).describe('What is left; null: unlimited'),
  per_user_limit: countOrNull(10_000).default(null).describe('Most one user may exchange in all; null: no limit'),
  sort: fields.int(0, 100_000).default(0),
  enabled: fields.bool().default(true),
};
export const GoodsCreateInput = z.object({ code: code(), ...goodsFields });
export const GoodsUpdateInput = z
  .object({
    id: fields.id(),
    ...goodsFields,
    stock: countOrNull(10_000_000),
    per_user_limit: countOrNull(10_000),
    sort: fields.int(0, 100_000),
    enabled: fields.bool(),
  })
  .partial()
  .required({ id: true });

// The audit log
export const AUDIT_TARGETS = ['gift', 'barrage_style', 'goods'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'disable'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditInput = PageInput.extend({
  target_type: z.enum(AUDIT_TARGETS).optional(),
  target_id: fields.id().optional(),
  limit: fields.limit(200, 50),
});
export const AuditEntryOutput = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable().describe('The row before the change; null for a creation'),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});

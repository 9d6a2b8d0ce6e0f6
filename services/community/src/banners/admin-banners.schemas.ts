import { fields } from '@arena/shared';
import { z } from 'zod';

/** An uploaded picture's path (`/uploads/...`) or an https address. */
const picture = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'community.banner_image_invalid');
/** Where a click leads: a path of the site. */
const link = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[^\s]*$/, 'community.banner_link_invalid');

export const CreateBannerInput = z.object({
  title_zh: fields.text(80),
  title_en: fields.text(80),
  title_vi: fields.text(80),
  image: picture,
  link: link.optional(),
  enabled: fields.bool().optional().describe('Shown at once unless 0'),
});
export const EditBannerInput = CreateBannerInput.omit({ enabled: true }).partial().extend({ id: fields.id() });
export const BannerIdInput = z.object({ id: fields.id() });
export const OrderInput = z.object({
  ids: z
    .array(fields.id())
    .min(1)
    .max(100)
    .describe('Banner ids in the carousel order; those not named keep theirs after them'),
});

export const AdminBannerOutput = z.object({
  id: z.number().int(),
  title_zh: z.string(),
  title_en: z.string(),
  title_vi: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.union([z.literal(0), z.literal(1)]),
});
export type AdminBannerView = z.output<typeof AdminBannerOutput>;

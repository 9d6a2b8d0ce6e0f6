import { fields, PageInput } from '@arena/shared';
import { z } from 'zod';
import { ARTICLE_CATEGORIES } from './articles.schemas';

export const ARTICLE_STATES = ['published', 'scheduled', 'unpublished'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** A moment as ISO 8601 text (with its offset) or epoch milliseconds. */
const moment = z
  .union([z.number().int(), z.string().refine((t) => !Number.isNaN(Date.parse(t)), 'community.publish_at_invalid')])
  .transform((v) => new Date(v));
/** An uploaded picture's path (`/uploads/...`) or an https address. */
const picture = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'community.cover_invalid');

const texts = {
  title_zh: fields.text(120),
  title_en: fields.text(120),
  title_vi: fields.text(120),
  summary_zh: fields.text(300),
  summary_en: fields.text(300),
  summary_vi: fields.text(300),
  body_zh: fields.text(20_000),
  body_en: fields.text(20_000),
  body_vi: fields.text(20_000),
};

export const CreateArticleInput = z.object({
  category: z.enum(ARTICLE_CATEGORIES),
  ...texts,
  cover: picture.optional(),
  publish_at: moment.optional().describe('When it is listed: now when absent, a later moment schedules it'),
});
/** What is given changes; the rest stays. */
export const EditArticleInput = CreateArticleInput.partial().extend({ id: fields.id() });
export const UnpublishInput = z.object({ id: fields.id(), reason: fields.optionalText(200) });
export const RepublishInput = z.object({ id: fields.id(), publish_at: moment.optional() });
export const AdminListInput = PageInput.extend({
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  state: z.enum(ARTICLE_STATES).optional(),
});

const textOutputs = {
  title_zh: z.string(),
  title_en: z.string(),
  title_vi: z.string(),
  summary_zh: z.string(),
  summary_en: z.string(),
  summary_vi: z.string(),
  body_zh: z.string(),
  body_en: z.string(),
  body_vi: z.string(),
};
export const AdminArticleOutput = z.object({
  id: z.number().int(),
  key: z.string().describe('`match-<id>` for a match report'),
  category: z.enum(ARTICLE_CATEGORIES),
  state: z.enum(ARTICLE_STATES).describe('scheduled: its publish_at is still ahead'),
  ...textOutputs,
  cover: z.string(),
  match_id: z.number().int().nullable(),
  author_id: z.number().int().nullable().describe('The administrator who wrote it; null when generated or seeded'),
  views: z.number().int(),
  publish_at: z.string(),
  unpublished_at: z.string().nullable(),
  update_time: z.string(),
});
export type AdminArticleView = z.output<typeof AdminArticleOutput>;
export type ArticleTexts = { [K in keyof typeof texts]: string };
export const TEXT_FIELDS = Object.keys(texts) as (keyof typeof texts)[];

import { z } from 'zod';

export const ARTICLE_CATEGORIES = ['football', 'basketball', 'other', 'platform'] as const;

export const ArticleCard = z.object({
  id: z.number().int(),
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string().describe("In the caller's language"),
  summary: z.string(),
  cover: z.string(),
  match_id: z.number().int().nullable().describe('The match a report is about (/score-detail?id=)'),
  views: z.number().int(),
  published_at: z.string().describe('ISO 8601'),
});
export const ArticleOutput = ArticleCard.extend({
  body: z.string().describe('Plain text; paragraphs separated by a blank line'),
});
export type ArticleCardView = z.output<typeof ArticleCard>;
export type ArticleView = z.output<typeof ArticleOutput>;

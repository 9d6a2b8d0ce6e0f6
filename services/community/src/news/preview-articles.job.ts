import { defineJob } from '@arena/shared';

/** The repeating look for big matches to preview (one schedule however many replicas declare it). */
export const PREVIEW_ARTICLES = defineJob<Record<string, never>>('community.preview-articles', {
  attempts: 3,
  backoffMs: 30_000,
});

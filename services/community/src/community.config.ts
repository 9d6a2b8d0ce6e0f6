import { fromEnv } from '@arena/shared';

/** Community settings with their documented defaults (docs/services/community.md); env overrides them. */
export interface CommunityConfig {
  /** The spec: up to 4 images a post, png/jpg up to 5M each. */
  maxImages: number;
  maxImageBytes: number;
  /** The spec: or one video under 50 MB (through the video service's uploads). */
  maxVideoBytes: number;
  /** Longest post and comment, in characters. */
  maxPostLength: number;
  maxCommentLength: number;
  /** Preview articles: written for big matches kicking off within this many hours, looked for this often. */
  previewLeadHours: number;
  previewEveryMs: number;
}

export function communityConfig(): CommunityConfig {
  return {
    maxImages: 4,
    maxImageBytes: 5 * 1024 * 1024,
    maxVideoBytes: 50 * 1024 * 1024,
    maxPostLength: fromEnv.number('COMMUNITY_MAX_POST_LENGTH', 2000, { min: 1, integer: true }),
    maxCommentLength: fromEnv.number('COMMUNITY_MAX_COMMENT_LENGTH', 500, { min: 1, integer: true }),
    previewLeadHours: fromEnv.number('COMMUNITY_PREVIEW_LEAD_HOURS', 12, { min: 1 }),
    previewEveryMs: fromEnv.number('COMMUNITY_PREVIEW_EVERY_MINUTES', 15, { min: 1 }) * 60_000,
  };
}

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
}

export function communityConfig(): CommunityConfig {
  return {
    maxImages: 4,
    maxImageBytes: 5 * 1024 * 1024,
    maxVideoBytes: 50 * 1024 * 1024,
    maxPostLength: fromEnv.number('COMMUNITY_MAX_POST_LENGTH', 2000, { min: 1, integer: true }),
    maxCommentLength: fromEnv.number('COMMUNITY_MAX_COMMENT_LENGTH', 500, { min: 1, integer: true }),
  };
}

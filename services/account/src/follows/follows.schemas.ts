import { z } from 'zod';

/** Member/attention: whether the caller now follows, and the streamer's fans. */
export const ToggleOutput = z.object({ is_attention: z.union([z.literal(0), z.literal(1)]), fans: z.number().int() });
/** A streamer the user follows (User/attentionList). */
export const FollowedOutput = z.object({
  id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  fans: z.number().int(),
  followed_at: z.string(),
});

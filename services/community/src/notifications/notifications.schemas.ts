import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds';

export const NotificationOutput = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string().describe("What happened, in the caller's language"),
  excerpt: z.string().describe('The text concerned (a comment, a post, a broadcast title), plain text as written'),
  actor_id: z.number().int().nullable(),
  actor_nickname: z.string(),
  actor_avatar: z.string(),
  target_id: z
    .number()
    .int()
    .describe(
      'The post (comment, reply, post_like, comment_like), the follower (follow), the room (live) or the match',
    ),
  is_read: z.union([z.literal(0), z.literal(1)]),
  create_time: z.string(),
});
export type NotificationView = z.output<typeof NotificationOutput>;

export const NotificationPageOutput = z.object({
  list: z.array(NotificationOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  unread: z.number().int().describe("The caller's unread notifications"),
});

export const UnreadOutput = z.object({ unread: z.number().int() });

import { z } from 'zod';

export const PostOutput = z.object({
  id: z.number().int(),
  circle_id: z.number().int(),
  circle_name: z.string(),
  uid: z.number().int().describe('The author'),
  user_nickname: z.string(),
  avatar: z.string(),
  content: z.string().describe('Plain text (banned words masked); show it as text, never as HTML'),
  images: z.array(z.string()),
  video: z
    .object({
      id: z.number().int(),
      status: z.enum(['processing', 'ready', 'failed']).describe('processing: being transcoded; failed: cannot play'),
      url: z.string().describe("HLS playlist ('' until ready)"),
      poster: z.string().describe("The cover ('' until ready)"),
      duration_seconds: z.number().int(),
    })
    .nullable()
    .describe('The video of a video post (a post has images or one video); null otherwise'),
  like_count: z.number().int(),
  comment_count: z.number().int().describe('Comments and replies'),
  is_like: z.union([z.literal(0), z.literal(1)]).describe('Whether the caller likes it (0 for visitors)'),
  create_time: z.string().describe('ISO 8601'),
  is_hidden: z
    .union([z.literal(0), z.literal(1)])
    .describe('1: hidden by an administrator; only its author still sees it, marked hidden'),
});
export type PostView = z.output<typeof PostOutput>;

export const LikeOutput = z.object({ is_like: z.union([z.literal(0), z.literal(1)]), like_count: z.number().int() });
export type LikeView = z.output<typeof LikeOutput>;

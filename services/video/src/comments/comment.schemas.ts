import { z } from 'zod';

/** A comment or a reply as the site shows it. */
export const CommentOutput = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  parent_id: z.number().int().nullable().describe('The top-level comment a reply sits under; null for a comment'),
  uid: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  reply_to_uid: z.number().int().nullable(),
  reply_to_name: z.string().nullable(),
  content: z.string(),
  likes: z.number().int(),
  replies: z.number().int(),
  is_like: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type CommentView = z.output<typeof CommentOutput>;

/** A top-level comment with its first replies (Video/commentList). */
export const CommentThreadOutput = CommentOutput.extend({ reply_list: z.array(CommentOutput) });

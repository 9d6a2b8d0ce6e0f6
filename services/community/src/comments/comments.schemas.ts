import { z } from 'zod';

const CommentFields = {
  id: z.number().int(),
  post_id: z.number().int(),
  parent_id: z.number().int().nullable().describe('The top-level comment a reply sits under; null for a comment'),
  uid: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  reply_to: z.string().describe('Nickname of whom a reply answers (empty for a comment)'),
  content: z.string().describe('Plain text (banned words masked); show it as text'),
  like_count: z.number().int(),
  is_like: z.union([z.literal(0), z.literal(1)]),
  create_time: z.string().describe('ISO 8601'),
  is_hidden: z
    .union([z.literal(0), z.literal(1)])
    .describe('1: hidden by an administrator; only its author still sees it, marked hidden'),
};
export const ReplyOutput = z.object(CommentFields);
export const CommentOutput = z.object({ ...CommentFields, replies: z.array(ReplyOutput).describe('Oldest first') });
export type ReplyView = z.output<typeof ReplyOutput>;
export type CommentView = z.output<typeof CommentOutput>;

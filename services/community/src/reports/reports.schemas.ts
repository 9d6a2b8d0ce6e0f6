import { fields, PageInput } from '@arena/shared';
import { z } from 'zod';

export const REPORT_TARGETS = ['post', 'comment', 'user'] as const;
export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'other'] as const;
/** What an administrator does with a target's open reports; `ban` only for a user, `hide` and `delete` not for one. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete', 'ban'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const ReportInput = z.object({
  target_kind: z.enum(REPORT_TARGETS),
  target_id: fields.id(),
  reason: z.enum(REPORT_REASONS),
  detail: fields.optionalText(200),
});

export const QueueInput = PageInput.extend({ target_kind: z.enum(REPORT_TARGETS).optional() });

export const ActInput = z.object({
  target_kind: z.enum(REPORT_TARGETS),
  target_id: fields.id(),
  action: z.enum(REPORT_ACTIONS),
  reason: fields.text(200),
});

export const QueueItem = z.object({
  target_kind: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  target_uid: z.number().int().describe('The author of the post or comment, or the user reported'),
  excerpt: z.string().describe('The reported text when last reported, as plain text (a user: the nickname)'),
  count: z.number().int().describe('Open reports of this target'),
  reasons: z.object({
    spam: z.number().int(),
    abuse: z.number().int(),
    illegal: z.number().int(),
    other: z.number().int(),
  }),
  details: z.array(z.string()).describe("The reporters' own words, newest first (at most 5)"),
  last_report_time: z.string(),
});
export type QueueItemView = z.output<typeof QueueItem>;

export const ActOutput = z.object({
  target_kind: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  action: z.enum(REPORT_ACTIONS),
  closed: z.number().int().describe('Open reports closed by the action'),
});

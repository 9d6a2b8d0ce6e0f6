import { defineContract } from '@arena/shared';
import { z } from 'zod';

const GroupId = z.string().trim().min(1).max(64);
const Target = z.object({
  groupId: GroupId,
  /** A user id, or a visitor's `guest_<n>`. */
  userId: z
    .union([
      z.number().int().min(1),
      z
        .string()
        .trim()
        .regex(/^(\d+|guest_\d+)$/),
    ])
    .transform(String),
  kind: z.enum(['mute', 'shield']),
});
const Restriction = z.object({
  groupId: z.string(),
  userId: z.string(),
  kind: z.enum(['mute', 'shield']),
  until: z.number().nullable().describe('ms since epoch; null until lifted'),
});

/** The live service mutes (taboo) or shields a user in a room's chat; the chat then refuses them. */
export const restrict = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/im-restrictions',
  summary: 'Mute (optional seconds; 0 or none until lifted) or shield a user in a chat group',
  input: Target.extend({
    seconds: z.coerce
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 24 * 3600)
      .optional(),
  }),
  output: Restriction,
  errors: [],
});

/** relieveTaboo, or lifting a shield. */
export const liftRestriction = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/im-restrictions/lift',
  summary: 'Lift a mute or a shield',
  input: Target,
  output: z.null(),
  errors: [],
});

export const restrictions = defineContract({
  service: 'realtime',
  method: 'GET',
  path: '/internal/im-restrictions',
  summary: 'Active mutes and shields of a chat group',
  input: z.object({ groupId: GroupId }),
  output: z.array(Restriction),
  errors: [],
});

/** The community service masks posts and comments with the same banned words as room chat. */
export const bannedWords = defineContract({
  service: 'realtime',
  method: 'GET',
  path: '/internal/banned-words',
  summary: 'The banned words masked in room chat',
  input: z.object({}),
  output: z.object({ words: z.array(z.string()) }),
  errors: [],
});

/** The video service keeps a broadcast's room chat beside its replay (chat replay). */
export const chatHistory = defineContract({
  service: 'realtime',
  method: 'GET',
  path: '/internal/groups/history',
  summary: "The text messages of a chat group between two times, oldest first, with their senders' nicknames",
  input: z.object({
    groupId: GroupId,
    from: z.coerce.number().int().min(0).describe('ms since epoch'),
    to: z.coerce.number().int().min(0).describe('ms since epoch'),
    limit: z.coerce.number().int().min(1).max(20_000).default(5_000),
  }),
  output: z.array(
    z.object({
      sender_id: z.string(),
      nickname: z.string(),
      text: z.string(),
      at: z.number().describe('ms since epoch'),
    }),
  ),
  errors: [],
});

/**
 * The community service answers users as the support account (an administrator's reply): a text
 * private message from one user to another, stored and pushed as any other.
 */
export const sendPrivateText = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/im/private-messages',
  summary: 'Send a text private message on behalf of a user',
  input: z.object({
    from: z.coerce.number().int().min(1),
    to: z.coerce.number().int().min(1),
    text: z.string().trim().min(1).max(500),
  }),
  output: z.object({ id: z.string(), time: z.number() }),
  errors: ['im.recipient_not_found'],
});

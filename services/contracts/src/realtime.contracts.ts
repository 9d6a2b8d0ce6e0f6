import { characters, defineContract, fields } from '@arena/shared';
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

/**
 * Group chats: the realtime gateway owns them (members, owner, messages); the community's `group/*`
 * endpoints manage them through these routes and show them with the account's user cards.
 */
const GroupChatId = z
  .string()
  .trim()
  .regex(/^chat_[a-z0-9]{1,40}$/);
const UserId = fields.id();
export const GroupChatOutput = z.object({
  group_id: z.string(),
  name: z.string(),
  owner_id: z.number().int(),
  is_public: z.boolean(),
  member_count: z.number().int(),
  member_ids: z.array(z.number().int()).describe('Owner first, then by joining time'),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type GroupChat = z.output<typeof GroupChatOutput>;

export const createGroupChat = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/group-chats',
  summary: 'Create a group chat owned by a user, with its first members',
  input: z.object({
    owner_id: UserId,
    name: characters(30, { min: 1 }),
    member_ids: z.array(UserId).max(500),
    is_public: z.boolean().optional(),
  }),
  output: GroupChatOutput,
  errors: ['im.group_full'],
});

/** A member (or the owner) adds users; a user joins a public group by adding themself. */
export const addGroupChatMembers = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/group-chats/members',
  summary: 'Add users to a group chat (a member adds others; anyone joins a public group)',
  input: z.object({ actor_id: UserId, group_id: GroupChatId, member_ids: z.array(UserId).min(1).max(500) }),
  output: GroupChatOutput,
  errors: ['im.group_not_found', 'im.not_member', 'im.group_full'],
});

/** A member leaves; the owner leaving destroys the group (every member is told). */
export const leaveGroupChat = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/group-chats/leave',
  summary: 'A member leaves a group chat; its owner destroys it',
  input: z.object({ user_id: UserId, group_id: GroupChatId }),
  output: z.object({ group_id: z.string(), destroyed: z.boolean() }),
  errors: ['im.group_not_found', 'im.not_member'],
});

export const groupChatsOf = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/group-chats/of-user',
  summary: 'The group chats a user is in, most recently active first',
  input: z.object({ user_id: UserId }),
  output: z.array(GroupChatOutput),
  errors: [],
});

export const recommendedGroupChats = defineContract({
  service: 'realtime',
  method: 'POST',
  path: '/internal/group-chats/recommended',
  summary: 'Public group chats a user is not in: most members, then most recent activity',
  input: z.object({ user_id: UserId, page: fields.page(), limit: fields.limit(50, 15) }),
  output: z.object({ list: z.array(GroupChatOutput), total: z.number().int() }),
  errors: [],
});

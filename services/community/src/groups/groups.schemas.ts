import { accountContracts } from '@arena/contracts';
import { characters, fields } from '@arena/shared';
import { z } from 'zod';

/** Most user ids one call may name (the group's own size limit is the realtime gateway's). */
export const UIDS_MAX = 500;

/** User ids as a JSON array or one comma-separated text (a form post). */
export const Uids = (min: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === ''
        ? []
        : typeof value === 'string'
          ? value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean)
          : typeof value === 'number'
            ? [value]
            : value,
    z.array(fields.id()).min(min, 'community.group_uids_required').max(UIDS_MAX, 'community.group_uids_too_many'),
  );

export const GroupId = z
  .string()
  .trim()
  .regex(/^chat_[a-z0-9]{1,40}$/, 'community.group_not_found');

export const CreateGroupInput = z.object({
  name: fields.text(30),
  uids: Uids(0).describe('The first members besides the caller'),
  is_public: fields.bool().optional().describe('Shown among the recommended groups anyone may join'),
});
export const AddMembersInput = z.object({
  group_id: GroupId,
  uids: Uids(1).describe("Users to add; the caller's own id alone joins a public group"),
});
export const GroupInput = z.object({ group_id: GroupId });
export const RelationsInput = z.object({ uids: Uids(1) });
export const SearchInput = z.object({
  keyword: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), characters(32, { min: 1 })),
  page: fields.page(),
  limit: fields.limit(50, 15),
});

export const PersonOutput = accountContracts.PersonOutput;
export const PeoplePageOutput = z.object({
  list: z.array(PersonOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** A group chat as the site shows it: the first members' cards for its faces, every member's id. */
export const GroupOutput = z.object({
  group_id: z.string(),
  name: z.string(),
  owner_id: z.number().int(),
  is_public: z.boolean(),
  is_member: z.boolean(),
  is_owner: z.boolean(),
  member_count: z.number().int(),
  member_ids: z.array(z.number().int()),
  members: z.array(PersonOutput).describe('The first members (owner first), at most 12'),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type GroupView = z.output<typeof GroupOutput>;
export const GroupPageOutput = z.object({
  list: z.array(GroupOutput),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const AddressBookOutput = z.object({
  following: z.array(PersonOutput).describe('People the caller follows'),
  followers: z.array(PersonOutput).describe('People who follow the caller'),
  groups: z.array(GroupOutput).describe('Group chats the caller is in'),
});
export const RelationOutput = z.object({
  id: z.number().int(),
  relation: z.enum(['following', 'follower', 'mutual', 'none']),
  is_attention: z.union([z.literal(0), z.literal(1)]).describe('1 when the caller follows them'),
});

import { defineContract, fields } from '@arena/shared';
import { z } from 'zod';

const hex32 = () =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[0-9a-f]{32}$/, 'account.qr_invalid'));

/** The edge, when Redis does not know a token: the account service reads Postgres and mirrors it back. */
export const resolveSession = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/sessions/resolve',
  summary: 'Resolve a token hash for the edge when Redis does not know it',
  input: z.object({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  output: z.discriminatedUnion('state', [
    z.object({
      state: z.literal('active'),
      session: z.object({ sid: z.string(), uid: z.number().int(), role: z.enum(['user', 'admin']), exp: z.number() }),
    }),
    z.object({ state: z.literal('revoked'), reason: z.enum(['signout', 'password', 'ban', 'elsewhere', 'expired']) }),
    z.object({ state: z.literal('unknown') }),
  ]),
  errors: [],
});

/** The realtime gateway, before a chat login: is the session behind it still open? */
export const sessionActive = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/sessions/active',
  summary: 'Whether a session is still open (the realtime gateway, before a chat login)',
  input: z.object({ session_id: z.uuid() }),
  output: z.object({ active: z.boolean() }),
  errors: [],
});

/** The wallet: withdrawals need a verified identity. */
export const identityStatus = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/identity',
  summary: 'Whether a user verified their identity, and their real name',
  input: z.object({ user_id: fields.id() }),
  output: z.object({ verified: z.boolean(), real_name: z.string().nullable() }),
  errors: [],
});

/** The wallet: withdrawals need the payment password (wrong ones count towards a lock). */
export const verifyPaymentPassword = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/payment-password/verify',
  summary: 'Check a payment password',
  input: z.object({
    user_id: fields.id(),
    payment_password: z.preprocess(
      (v) => (v === '' ? undefined : typeof v === 'number' ? String(v) : v),
      z.string().max(64),
    ),
  }),
  output: z.object({ valid: z.boolean(), set: z.boolean() }),
  errors: ['account.user_not_found', 'account.payment_password_locked'],
});

/** Activity, when a registration event has not arrived yet: who invited the user. */
export const invitation = defineContract({
  service: 'account',
  method: 'GET',
  path: '/internal/users/:id/invitation',
  summary: 'Who invited a user, and with which share code',
  input: z.object({ id: fields.id() }),
  output: z.object({ inviter_id: z.number().int().nullable(), share_code: z.string().nullable() }),
  errors: ['account.user_not_found'],
});

/** The live service, when a logged-in viewer enters a room. */
export const recordWatch = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/watch-history',
  summary: 'Record that a user watched a room',
  input: z.object({ user_id: fields.id(), anchor_id: fields.id(), title: fields.optionalText(100) }),
  output: z.null(),
  errors: [],
});

/** The realtime gateway: a live socket watching a scan-login code must hold its secret. */
export const watchQrLogin = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/qr-logins/watch',
  summary: 'Checks that a live socket watching a code holds its secret',
  input: z.object({ code: hex32(), secret: hex32() }),
  output: z.object({ status: z.enum(['waiting', 'scanned', 'confirmed']) }),
  errors: ['account.qr_invalid'],
});

/** The realtime gateway: the token of a confirmed code, once, to hand to the watching page. */
export const takeQrToken = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/qr-logins/token',
  summary: 'The token of a confirmed code, once',
  input: z.object({ code: hex32() }),
  output: z.object({ token: z.string().nullable(), user_id: z.number().int().nullable() }),
  errors: [],
});

/** A user's public card, as User/getUserInfo with an id answers it: never the mobile. */
export const UserCardOutput = z.object({
  id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  userlevel: z.number().int(),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  is_expert: z.union([z.literal(0), z.literal(1)]).describe("An approved expert of the community: the card's badge"),
  fans: z.number().int(),
  follows: z.number().int(),
  is_attention: z.union([z.literal(0), z.literal(1)]),
  create_time_str: z.string(),
});

/** Another service showing a user (the live service's applications and room administrators). */
export const userCard = defineContract({
  service: 'account',
  method: 'GET',
  path: '/internal/users/:id/card',
  summary: "A user's public card",
  input: z.object({ id: fields.id() }),
  output: UserCardOutput,
  errors: ['account.user_not_found'],
});

/** The realtime gateway: a private message may only go to a user that exists. */
export const userExists = defineContract({
  service: 'account',
  method: 'GET',
  path: '/internal/users/:id/exists',
  summary: 'Whether a user id exists',
  input: z.object({ id: fields.id() }),
  output: z.object({ exists: z.boolean() }),
  errors: [],
});

/** The live service makes an approved applicant a streamer (and can take it back); setting it twice changes nothing. */
export const setStreamerStatus = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/users/:id/anchor',
  summary: 'Grant or withdraw streamer status',
  input: z.object({ id: fields.id(), is_anchor: fields.bool() }),
  output: z.object({ id: z.number().int(), is_anchor: z.union([z.literal(0), z.literal(1)]) }),
  errors: ['account.user_not_found'],
});

/** The community labels an approved expert (and could take it back); setting it twice changes nothing. */
export const setExpertLabel = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/users/:id/expert',
  summary: 'Grant or withdraw the expert label shown on the user card',
  input: z.object({ id: fields.id(), is_expert: fields.bool() }),
  output: z.object({ id: z.number().int(), is_expert: z.union([z.literal(0), z.literal(1)]) }),
  errors: ['account.user_not_found'],
});

/**
 * The community service, before it keeps a post's images: what each URL holds, as our own upload
 * endpoint stored it (its type was read from the content then). `null` for a URL that is not an
 * uploaded file.
 */
export const uploadedFiles = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/uploads/describe',
  summary: 'The type and size of uploaded files, by URL',
  input: z.object({ urls: z.array(z.string().max(300)).max(10) }),
  output: z.object({
    files: z.array(z.object({ url: z.string(), type: z.string(), size: z.number().int() }).nullable()),
  }),
  errors: [],
});

/**
 * People as the community's address book and group pages show them: the public card and how the
 * viewer relates to them (`following`: the viewer follows them; `follower`: they follow the viewer).
 */
export const PersonOutput = z.object({
  id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  is_anchor: z.union([z.literal(0), z.literal(1)]),
  fans: z.number().int(),
  relation: z.enum(['following', 'follower', 'mutual', 'none']),
});
export type Person = z.output<typeof PersonOutput>;
const PeoplePage = z.object({ list: z.array(PersonOutput), total: z.number().int() });

/** Known users among `ids` (unknown ones left out), in the order asked, each with the viewer's relation. */
export const people = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/people',
  summary: 'Users by id with how the viewer relates to each (unknown ids are left out)',
  input: z.object({ viewer_id: fields.id(), ids: z.array(fields.id()).max(200) }),
  output: z.array(PersonOutput),
  errors: [],
});

/** Nickname prefix (any case) or exact id, users who are not banned, the viewer left out. */
export const searchPeople = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/people/search',
  summary: 'Users whose nickname starts with the keyword, or whose id it is',
  input: z.object({
    viewer_id: fields.id(),
    keyword: z.string().trim().min(1).max(32),
    page: fields.page(),
    limit: fields.limit(50, 15),
  }),
  output: PeoplePage,
  errors: [],
});

/** The people a user follows and the people who follow them, newest first. */
export const addressBook = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/people/address-book',
  summary: 'Whom a user follows and who follows them (up to 500 each, newest first)',
  input: z.object({ user_id: fields.id() }),
  output: z.object({ following: z.array(PersonOutput), followers: z.array(PersonOutput) }),
  errors: [],
});

/** Streamers the viewer does not follow yet, the most active (experience) first; never the viewer. */
export const recommendedPeople = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/people/recommended',
  summary: 'Streamers the viewer does not follow yet, most active first',
  input: z.object({ viewer_id: fields.id(), page: fields.page(), limit: fields.limit(50, 15) }),
  output: PeoplePage,
  errors: [],
});

/**
 * The community's moderators forward a reported user to the account ban (the administrators' own
 * `POST /api/admin/users/:id/ban`): sessions end at once. Banning a banned user again keeps them banned.
 */
export const banUser = defineContract({
  service: 'account',
  method: 'POST',
  path: '/internal/users/:id/ban',
  summary: 'Ban a user (an administrator acted on a report)',
  input: z.object({ id: fields.id(), reason: fields.text(200) }),
  output: z.object({ banned: z.literal(true) }),
  errors: ['account.user_not_found'],
});

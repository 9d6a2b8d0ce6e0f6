import { defineContract, fields } from '@arena/shared';
import { z } from 'zod';
import { searchDocumentsContract } from './search-documents';

/**
 * The media service and the live service: a push on a stream key starts the room's broadcast, its
 * end ends it, its recording becomes the broadcast's playback. The live service decides who may
 * push (the key, a sealed room, a recent kick-out); the media service only carries video.
 */

const StreamKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);

/** An encoder connected with a stream key: the room goes on the air, or the push is refused. */
export const publishStarted = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/pushes/started',
  summary: "A push arrived on a stream key: start the room's broadcast, or say why not",
  input: z.object({ stream_key: StreamKey }),
  output: z.discriminatedUnion('accepted', [
    z.object({
      accepted: z.literal(true),
      room_id: z.number().int(),
      broadcast_id: z.number().int(),
      title: z.string(),
    }),
    z.object({ accepted: z.literal(false), reason: z.enum(['unknown_key', 'sealed', 'kicked_out']) }),
  ]),
  errors: [],
});

/** The encoder left (or was disconnected): the broadcast ends at once; the recording follows. */
export const publishEnded = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/pushes/ended',
  summary: 'A push ended: end the broadcast it started (nothing if it already ended)',
  input: z.object({ room_id: fields.id(), broadcast_id: fields.id() }),
  output: z.object({ ended: z.boolean() }),
  errors: [],
});

/** The broadcast's recording is final: it becomes the broadcast's playback video. */
export const recordingFinished = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/pushes/recording',
  summary: "A broadcast's recording is complete: list it as the broadcast's playback",
  input: z.object({
    broadcast_id: fields.id(),
    url: z.string().min(1).max(300),
    duration_seconds: z.number().int().min(0),
  }),
  output: z.object({ listed: z.boolean() }),
  errors: [],
});

/** After a restart the media service receives nothing: every broadcast a push started must end. */
export const pushedOnAir = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/pushes/on-air',
  summary: 'The broadcasts on the air that a push started (the media service reconciles after a restart)',
  input: z.object({}),
  output: z.array(z.object({ room_id: z.number().int(), broadcast_id: z.number().int() })),
  errors: [],
});

/** Development only: the rooms the demo broadcasts rotate through (every room not sealed), with their sport. */
export const demoRooms = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/pushes/demo-rooms',
  summary: 'The rooms the development demo broadcasts may go on the air in, with their sport type',
  input: z.object({}),
  output: z.array(z.object({ room_id: z.number().int(), type: z.number().int(), title: z.string() })),
  errors: [],
});

/** Development only: fresh keys for the rooms the demo schedule puts on the air, which the media service pushes a clip into. */
export const demoStreamKeys = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/pushes/demo-keys',
  summary: 'Fresh stream keys for rooms without video, not sealed (the development demo broadcasts)',
  input: z.object({ room_ids: z.array(fields.id()).min(1).max(50) }),
  output: z.array(z.object({ room_id: z.number().int(), title: z.string(), stream_key: StreamKey })),
  errors: [],
});

/** A recording's files are gone (its retention ended): the broadcast no longer lists a playback video. */
export const recordingRemoved = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/pushes/recording/removed',
  summary: "A broadcast's recording was deleted by retention: unlist it",
  input: z.object({ broadcast_id: fields.id() }),
  output: z.object({ unlisted: z.boolean() }),
  errors: [],
});

/**
 * A room's owner, its streamer (never changes), whether it is on the air, and its chat modes: what the
 * chat gateway and the paying features need of a room. The gateway keeps a copy of the modes from
 * `live.modes.changed`; when that copy is missing it asks here instead of letting the room chat
 * unrestricted.
 */
export const roomOwner = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/rooms/owner',
  summary:
    "A room's owner (its streamer), whether it is on the air, and its chat modes, for the chat gateway and gifts",
  input: z.object({ room_id: fields.id() }),
  output: z.object({
    room_id: z.number().int(),
    streamer_id: z.number().int(),
    on_air: z.boolean(),
    slow_seconds: z.number().int(),
    followers_only: z.boolean(),
    followers_min_minutes: z.number().int(),
    fans_only: z.boolean(),
    emote_only: z.boolean(),
  }),
  errors: ['live.room_not_found'],
});

/**
 * The video service turns a finished broadcast into a replay video: the broadcast as the room shows
 * it, whether a push carried it (no push, no recording ever) and its recording once the media service
 * listed it (null until then).
 */
export const broadcastReplay = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/broadcasts/replay',
  summary: 'A finished broadcast with its room, streamer and recording, for its replay video',
  input: z.object({ broadcast_id: fields.id() }),
  output: z.object({
    broadcast_id: z.number().int(),
    room_id: z.number().int(),
    anchor_id: z.number().int(),
    anchor_nickname: z.string(),
    anchor_avatar: z.string(),
    room_type: z.number().int().describe('The /anchor type of the room (1 football ... 6 other)'),
    cover: z.string(),
    title: z.string(),
    started_at: z.string(),
    ended_at: z.string().nullable(),
    pushed: z.boolean(),
    playback_url: z.string().nullable(),
  }),
  errors: ['live.broadcast_not_found'],
});

/**
 * The community service tells a streamer's followers that the room went on the air: who follows the
 * streamer now (the live service's copy of follows), at most `limit` after the id `after` in id order.
 */
export const followers = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/streamers/followers',
  summary: "A streamer's followers now, in pages of user ids",
  input: z.object({
    streamer_id: fields.id(),
    after: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(5000).default(1000),
  }),
  output: z.object({ user_ids: z.array(z.number().int()) }),
  errors: [],
});

/** The community service tells those who reserved a match that it kicked off. */
export const matchReservers = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/reservations/match',
  summary: 'The users who reserved a match, in pages of user ids',
  input: z.object({
    match_id: fields.id(),
    after: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(5000).default(1000),
  }),
  output: z.object({ user_ids: z.array(z.number().int()) }),
  errors: [],
});

/** The search service's copies of streamers and their rooms (decision 048). */
export const searchDocuments = searchDocumentsContract('live', ['streamer', 'room']);

/** A room on the air now and its broadcast: what a clip of it is cut from (the recording being written). */
const OnAirBroadcast = z.object({
  room_id: z.number().int(),
  broadcast_id: z.number().int(),
  /** Only a pushed broadcast has a recording to cut from. */
  pushed: z.boolean(),
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  anchor_avatar: z.string(),
  room_type: z.number().int().describe('The /anchor type of the room (1 football ... 6 other)'),
  title: z.string(),
  started_at: z.string(),
});

/** The video service cuts a clip of a live room: the room's broadcast on the air now (none when off the air). */
export const roomOnAir = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/clip-sources/room',
  summary: "A room's broadcast on the air now, for a clip of its last seconds (empty when off the air)",
  input: z.object({ room_id: fields.id() }),
  output: z.object({ broadcasts: z.array(OnAirBroadcast).max(1) }),
  errors: ['live.room_not_found'],
});

/**
 * The video service makes goal clips: the rooms on the air now with a broadcast schedule linked to the
 * match (announced to start within the last 6 hours or the next 2).
 */
export const matchOnAir = defineContract({
  service: 'live',
  method: 'POST',
  path: '/internal/clip-sources/match',
  summary: 'The rooms on the air now broadcasting a match (a schedule linked to it), with their broadcasts',
  input: z.object({ match_id: fields.id() }),
  output: z.object({ broadcasts: z.array(OnAirBroadcast) }),
  errors: [],
});

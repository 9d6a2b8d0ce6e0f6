import { fields, Lang } from '@arena/shared';
import { z } from 'zod';
import { presentVideo, VideoItemOutput } from '../videos/video.schemas';
import type { VideoRow } from '../videos/videos.repository';

/** A clip's title: short, like a danmaku line. */
export const CLIP_TITLE_MAX = 40;

export const LiveClipInput = z.object({
  room_id: fields.id(),
  seconds: fields.int(0, 3600).describe('30 or 60: the last seconds of the broadcast'),
  title: fields.text(CLIP_TITLE_MAX),
});
export const RangeClipInput = z.object({
  video_id: fields.id().describe('A replay or another video'),
  start: z.coerce.number().min(0).describe('Seconds into the video'),
  end: z.coerce.number().min(0).describe('Seconds into the video; 5 to 120 after start'),
  title: fields.text(CLIP_TITLE_MAX),
});
export const ClipStateInput = z.object({ id: fields.id() });
export const ClipListInput = z.object({
  room_id: fields.id().optional(),
  anchor_id: fields.id().optional(),
  match_id: fields.id().optional(),
  page: fields.page(),
  limit: fields.limit(50, 12),
});

export const ClipMadeOutput = z.object({ id: z.number().int(), status: z.literal('cutting') });

export const ClipStateOutput = z.object({
  id: z.number().int(),
  status: z.enum(['cutting', 'ready', 'failed']),
  url: z.string().describe("The clip's HLS playlist once ready, '' before"),
  poster: z.string(),
  duration_seconds: z.number().int(),
  failure_reason: z.string().describe("Why it could not be cut, in the reader's language; '' otherwise"),
});

/** A clip as the room's, a streamer's and a match's clip lists show it. */
export const ClipItemOutput = VideoItemOutput.extend({
  goal: z.union([z.literal(0), z.literal(1)]).describe('1 for a goal clip (made by a goal of the match broadcast)'),
  match_id: z.number().int().nullable(),
  goal_seq: z.number().int().nullable().describe("The goal's event sequence number in the match"),
});

export function presentClip(row: VideoRow, lang: Lang): z.output<typeof ClipItemOutput> {
  return {
    ...presentVideo(row, lang),
    goal: row.goalSeq !== null ? 1 : 0,
    match_id: row.matchId,
    goal_seq: row.goalSeq,
  };
}

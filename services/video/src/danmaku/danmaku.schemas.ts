import { fields } from '@arena/shared';
import { z } from 'zod';
import { DANMAKU_COLORS, DANMAKU_MODES } from '@arena/protocol';

/** Longest window one list answers (ms): a long video loads its danmaku in chunks as it plays. */
export const WINDOW_MAX_MS = 10 * 60_000;
/** Lines one list answers at most; past it `to_ms` says how far the answer reaches. */
export const LIST_MAX = 1000;

const atMs = () => fields.int(0, 24 * 3_600_000);

export const DanmakuListInput = z
  .object({
    video_id: fields.id(),
    from_ms: atMs().default(0),
    to_ms: atMs().optional(),
  })
  .refine((input) => input.to_ms === undefined || input.to_ms > input.from_ms, {
    message: 'video.danmaku_window_backwards',
    path: ['to_ms'],
  })
  .refine((input) => input.to_ms === undefined || input.to_ms - input.from_ms <= WINDOW_MAX_MS, {
    message: 'video.danmaku_window_too_long',
    path: ['to_ms'],
  });

export const DanmakuPostInput = z.object({
  video_id: fields.id(),
  /** Checked by the service (empty, length) with the live danmaku's own messages. */
  text: z.string().max(2000),
  at_ms: atMs(),
  color: z.enum(DANMAKU_COLORS).default('#ffffff'),
  mode: z.enum(DANMAKU_MODES).default('scroll'),
});

export const DanmakuDeleteInput = z.object({ id: fields.id() });

/** One viewer's lines on a video that one answer lists at most (the latest posted). */
export const MINE_MAX = 200;
export const DanmakuMineInput = z.object({ video_id: fields.id() });

export const DanmakuOutput = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  at_ms: z.number().int().describe('Milliseconds into the video where the line shows'),
  text: z.string().describe('As posted, banned words masked'),
  color: z.enum(DANMAKU_COLORS),
  mode: z.enum(DANMAKU_MODES),
  uid: z.number().int(),
  user_nickname: z.string(),
  is_mine: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type DanmakuView = z.output<typeof DanmakuOutput>;

export const DanmakuWindowOutput = z.object({
  video_id: z.number().int(),
  from_ms: z.number().int(),
  to_ms: z
    .number()
    .int()
    .describe('How far the list reaches: the window asked for, or less when it held more lines than one answer takes'),
  list: z.array(DanmakuOutput),
});

export const DanmakuMineOutput = z.object({
  video_id: z.number().int(),
  list: z.array(DanmakuOutput).describe(`Your lines on the video in playback order (the latest ${MINE_MAX} posted)`),
});

import { Lang } from '@arena/shared';
import { z } from 'zod';
import type { VideoRow } from './videos.repository';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A video as lists show it. */
export const VideoItemOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  poster: z.string(),
  url: z.string().describe('HLS playlist'),
  duration_seconds: z.number().int(),
  source: z
    .enum(['replay', 'clip'])
    .describe('replay: a finished broadcast of a room; clip: a video made for the site'),
  classification_id: z.number().int(),
  classification_name: z.string(),
  uid: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  room_id: z.number().int().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  favorites: z.number().int(),
  created_at: z.string(),
  status: z
    .enum(['transcoding', 'cutting', 'ready', 'failed'])
    .describe(
      'Only ready videos are listed publicly; an uploader sees their own while they transcode (a clip: are cut) or failed',
    ),
  progress: z.number().int().describe('Transcoding progress, 0-100'),
  storyboard: z.string().describe("WebVTT of seek-preview thumbnails (tiles of one sprite), '' when none"),
});
export type VideoItem = z.output<typeof VideoItemOutput>;

/** One video with what the caller did to it (Video/getVideoInfo). */
export const VideoInfoOutput = VideoItemOutput.extend({
  description: z.string(),
  is_like: flag,
  is_favorite: flag,
  is_mine: flag,
  failure_reason: z.string().describe("Why transcoding failed for good, in the reader's language; '' otherwise"),
});

export const categoryName = (category: { nameZh: string; nameEn: string; nameVi: string }, lang: Lang) =>
  ({ zh: category.nameZh, en: category.nameEn, vi: category.nameVi })[lang];

/** A title kept in every language (a goal clip's) is read in the reader's. */
const titleIn = (row: VideoRow, lang: Lang): string => {
  const titles = row.titles as Partial<Record<Lang, string>> | null;
  return titles?.[lang] || row.title;
};

export function presentVideo(row: VideoRow, lang: Lang): VideoItem {
  return {
    id: row.id,
    title: titleIn(row, lang),
    poster: row.poster,
    url: row.url,
    duration_seconds: row.durationSeconds,
    source: row.kind === 'replay' ? 'replay' : 'clip',
    classification_id: row.categoryId,
    classification_name: categoryName(row.category, lang),
    uid: row.userId,
    user_nickname: row.nickname,
    avatar: row.avatar,
    room_id: row.roomId,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    favorites: row.favorites,
    created_at: row.createdAt.toISOString(),
    status: row.status as VideoItem['status'],
    progress: row.progress,
    storyboard: row.storyboard,
  };
}

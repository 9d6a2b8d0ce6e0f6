import { defineContract, fields } from '@arena/shared';
import { z } from 'zod';
import { searchDocumentsContract } from './search-documents';

/** The search service's copies of videos (decision 048). */
export const searchDocuments = searchDocumentsContract('video', ['video']);

/** A video as a community post shows and checks it (decision 053). */
export const PostVideoOutput = z.object({
  id: z.number().int(),
  user_id: z.number().int().describe('Who uploaded it'),
  kind: z.enum(['replay', 'clip', 'post']).describe('post: uploaded for a community post'),
  status: z.enum(['transcoding', 'cutting', 'ready', 'failed']),
  source_bytes: z.number().int().nullable().describe("The uploaded file's size (null: not an upload)"),
  url: z.string().describe("HLS playlist ('' until ready)"),
  poster: z.string(),
  duration_seconds: z.number().int(),
});
export type PostVideo = z.output<typeof PostVideoOutput>;

/** The community: the videos of posts, to check one before it is posted and to follow them until ready. */
export const postVideos = defineContract({
  service: 'video',
  method: 'POST',
  path: '/internal/post-videos',
  summary: 'Videos by id, as a post shows them (unknown ids are left out)',
  input: z.object({ ids: z.array(fields.id()).min(1).max(100) }),
  output: z.object({ videos: z.array(PostVideoOutput) }),
  errors: [],
});

/** The community, when a video post is deleted: its video and files go too. Deleting a gone video changes nothing. */
export const deletePostVideo = defineContract({
  service: 'video',
  method: 'POST',
  path: '/internal/post-videos/delete',
  summary: "Delete a post's video and its files",
  input: z.object({ id: fields.id() }),
  output: z.object({ deleted: z.boolean() }),
  errors: [],
});

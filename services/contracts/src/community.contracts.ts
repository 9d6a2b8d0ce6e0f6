import { defineContract, fields } from '@arena/shared';
import { z } from 'zod';
import { searchDocumentsContract } from './search-documents';

/**
 * The realtime gateway, when a private message arrives: the receiver's automatic reply (a streamer's,
 * member/setAutoReply, or the support account's acknowledgement). `enabled` false: none.
 */
export const autoReply = defineContract({
  service: 'community',
  method: 'GET',
  path: '/internal/auto-replies/:id',
  summary: "A user's automatic reply to private messages",
  input: z.object({ id: fields.id() }),
  output: z.object({ enabled: z.boolean(), content: z.string() }),
  errors: [],
});

/** The search service's copies of posts and news articles (decision 048). */
export const searchDocuments = searchDocumentsContract('community', ['post', 'article']);

/**
 * The video service's sweep of videos made for posts (decision 053): which of these videos a post
 * names. A video no post names a day after it was made was never posted, and goes with its files.
 */
export const postedVideos = defineContract({
  service: 'community',
  method: 'POST',
  path: '/internal/posted-videos',
  summary: 'Which of these videos a post names (the others were never posted)',
  input: z.object({ ids: z.array(fields.id()).min(1).max(100) }),
  output: z.object({ ids: z.array(z.number().int()) }),
  errors: [],
});

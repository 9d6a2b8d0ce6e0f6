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

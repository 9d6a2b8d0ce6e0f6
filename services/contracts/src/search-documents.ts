import { BackendService, defineContract } from '@arena/shared';
import { z } from 'zod';

/**
 * What the search service indexes (decision 048): each owner answers its own things as documents,
 * by id (when an event says one changed) or in pages of ascending ids (the backfill at start).
 */
export const SEARCH_KINDS = ['streamer', 'room', 'match', 'team', 'post', 'article', 'video'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A text in the site's three languages; an owner with one text (a post) repeats it. */
const Localised = z.object({ zh: z.string(), en: z.string(), vi: z.string() });

export const SearchDocument = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The owner's id; a streamer is answered with their room's id, where their link leads. */
  ref_id: z.number().int(),
  title: Localised,
  body: Localised,
  image: z.string(),
  /** A room on the air, a match being played. */
  live: z.boolean(),
  /** Heat, views, likes: whatever the owner counts interest by. */
  popularity: z.number().int(),
  /** Published, or played, at (ISO 8601). */
  at: z.string(),
});
export type SearchDocument = z.output<typeof SearchDocument>;

/** Which documents: these ids (those still existing are answered), or the next page after an id. */
function documentsInput<K extends SearchKind>(kinds: readonly [K, ...K[]]) {
  return z.object({
    kind: z.enum(kinds),
    ids: z.array(z.number().int().positive()).max(200).optional(),
    after: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(500).default(200),
  });
}

/** The owner's route answering its documents, always `POST /internal/search-documents`. */
export function searchDocumentsContract<K extends SearchKind>(service: BackendService, kinds: readonly [K, ...K[]]) {
  return defineContract({
    service,
    method: 'POST',
    path: '/internal/search-documents',
    summary: `The search index's copies of ${kinds.join(', ')}: by ids, or a page of ids after one`,
    input: documentsInput(kinds),
    output: z.object({ list: z.array(SearchDocument) }),
    errors: [],
  });
}

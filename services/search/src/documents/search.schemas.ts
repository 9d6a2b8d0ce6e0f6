import { fields, pageOf } from '@arena/shared';
import { SEARCH_KINDS } from '@arena/contracts';
import { z } from 'zod';

/** The search box takes at most 10 characters (spec 5); `kind` narrows to one section. */
export const SearchInput = z.object({
  q: fields.text(10),
  kind: z.enum(SEARCH_KINDS).optional(),
  page: fields.page(),
  limit: fields.limit(30, 10),
});
export type SearchInput = z.output<typeof SearchInput>;

/** Text in pieces; the site shows `hit` pieces in <mark> and every piece as text, never as HTML. */
const Pieces = z.array(z.object({ text: z.string(), hit: z.boolean() }));

export const SearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The owner's id: a streamer's and a room's lead to the room, a match's to the match, ... */
  id: z.number().int(),
  title: Pieces,
  snippet: Pieces,
  image: z.string(),
  live: z.boolean(),
  at: z.string(),
});
export type SearchHit = z.output<typeof SearchHit>;

/**
 * A page of hits, and how many of each kind matched (the page's tabs). A query ranks at most the
 * newest SEARCH_CANDIDATES (200) matches of each kind: `total` and `counts` count those, and a kind
 * that had more is in `capped` (the site shows "200+").
 */
export const SearchOutput = pageOf(SearchHit).extend({
  counts: z.object(
    Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, z.number().int()])) as Record<
      (typeof SEARCH_KINDS)[number],
      z.ZodNumber
    >,
  ),
  capped: z.array(z.enum(SEARCH_KINDS)),
});

import { fromEnv } from '@arena/shared';

/** Search settings with their defaults; the environment overrides them. */
export interface SearchConfig {
  /** How much more a live room or a match being played ranks (1 = twice as high). */
  liveBoost: number;
  /**
   * How many of each kind's newest matches a query ranks and counts (decision 057): a kind with
   * more shows this many and "N+" (200 answers in 10 pages of 20).
   */
  candidates: number;
  /** Documents asked of an owner at a time while filling the index. */
  backfillPage: number;
  /** Fill a kind from its owner at start: when the index has none of it (`empty`), `always`, or `never`. */
  backfill: 'empty' | 'always' | 'never';
}

export function searchConfig(): SearchConfig {
  return {
    liveBoost: fromEnv.number('SEARCH_LIVE_BOOST', 1, { min: 0, max: 100 }),
    candidates: fromEnv.number('SEARCH_CANDIDATES', 200, { min: 1, max: 2000, integer: true }),
    backfillPage: fromEnv.number('SEARCH_BACKFILL_PAGE', 500, { min: 1, max: 500, integer: true }),
    backfill: fromEnv.oneOf('SEARCH_BACKFILL', ['empty', 'always', 'never'] as const, 'empty'),
  };
}

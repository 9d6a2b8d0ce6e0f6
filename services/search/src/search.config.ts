import { fromEnv } from '@arena/shared';

/** Search settings with their defaults; the environment overrides them. */
export interface SearchConfig {
  /** How much more a live room or a match being played ranks (1 = twice as high). */
  liveBoost: number;
  /** Documents asked of an owner at a time while filling the index. */
  backfillPage: number;
  /** Fill a kind from its owner at start: when the index has none of it (`empty`), `always`, or `never`. */
  backfill: 'empty' | 'always' | 'never';
}

export function searchConfig(): SearchConfig {
  return {
    liveBoost: fromEnv.number('SEARCH_LIVE_BOOST', 1, { min: 0, max: 100 }),
    backfillPage: fromEnv.number('SEARCH_BACKFILL_PAGE', 500, { min: 1, max: 500, integer: true }),
    backfill: fromEnv.oneOf('SEARCH_BACKFILL', ['empty', 'always', 'never'] as const, 'empty'),
  };
}

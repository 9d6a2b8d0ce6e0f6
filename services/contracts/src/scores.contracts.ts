import { defineContract, fields } from '@arena/shared';
import { z } from 'zod';

const Names = z.object({ zh: z.string(), en: z.string(), vi: z.string() });

/** A match as another service keeps it: its teams' names in every language, when, where it stands. */
export const MatchFactsOutput = z.object({
  match_id: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  status: z.enum(['upcoming', 'live', 'finished']),
  start_time: z.string().describe('ISO 8601 kick-off'),
  competition: Names,
  home: Names,
  away: Names,
  home_score: z.number().int(),
  away_score: z.number().int(),
});
export type MatchFacts = z.output<typeof MatchFactsOutput>;

/**
 * The community service: the matches experts write about (kick-off, for "only before kick-off"; the
 * names, copied into the analysis; the final score of those already over, to grade them).
 */
export const matchFacts = defineContract({
  service: 'scores',
  method: 'POST',
  path: '/internal/matches/facts',
  summary: 'Matches by id with their names in every language, status, kick-off and score (unknown ids left out)',
  input: z.object({ match_ids: z.array(fields.id()).min(1).max(200) }),
  output: z.object({ list: z.array(MatchFactsOutput) }),
  errors: [],
});

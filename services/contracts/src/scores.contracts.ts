import { defineContract, fields } from '@arena/shared';
import { z } from 'zod';
import { searchDocumentsContract } from './search-documents';

const Names = z.object({ zh: z.string(), en: z.string(), vi: z.string() });
const Side = z.enum(['home', 'away']);

/** What a match report is written from: a match's result, timeline, statistics and table places. */
export const MatchRecordOutput = z.object({
  match_id: z.number().int(),
  sport: z.enum(['football', 'basketball']),
  status: z.string().describe('upcoming, live or finished'),
  competition: Names,
  home: Names,
  away: Names,
  start_time: z.string(),
  home_score: z.number().int(),
  away_score: z.number().int(),
  /** In playing order; `player` in every language when a squad player is named. */
  events: z.array(
    z.object({
      minute: z.number().int(),
      type: z.string().describe('goal, penalty, own_goal, yellow, red, corner, substitution, points, period...'),
      side: Side.nullable(),
      player: Names.nullable(),
      points: z.number().int(),
      home_score: z.number().int(),
      away_score: z.number().int(),
    }),
  ),
  /** The whole match (every period added up), by key: possession, shots... / rebounds, assists... */
  stats: z.array(z.object({ key: z.string(), home: z.number().int(), away: z.number().int() })),
  /** Each side's place in its season's table without this match and with it (0: not in the table). */
  standings: z.object({
    home: z.object({ before: z.number().int(), after: z.number().int() }),
    away: z.object({ before: z.number().int(), after: z.number().int() }),
  }),
});
export type MatchRecord = z.output<typeof MatchRecordOutput>;

/** The community writes a finished match's report from it (on `match.finished`). */
export const matchRecord = defineContract({
  service: 'scores',
  method: 'GET',
  path: '/internal/matches/:id/record',
  summary: "A match's result, timeline, statistics and table places, names in every language",
  input: z.object({ id: fields.id() }),
  output: MatchRecordOutput,
  errors: ['scores.match_not_found'],
});

/** The search service's copies of matches and teams (decision 048). */
export const searchDocuments = searchDocumentsContract('scores', ['match', 'team']);

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

const Outcome = z.enum(['W', 'D', 'L']);
const PreviewSideOutput = z.object({
  rank: z.number().int().nullable().describe('Place in the current table (null: not placed yet)'),
  played: z.number().int(),
  points: z.number().int(),
  form: z.array(Outcome).describe('The last five results before the match, latest first'),
  form_points: z.number().int(),
  top_scorer: z.object({ name: Names, goals: z.number().int() }).nullable(),
});

/** What a big match's preview article is written from, in every language. */
export const BigMatchPreviewOutput = z.object({
  match: MatchFactsOutput,
  why: z.enum(['cup', 'top_half']).describe("A cup's match, or both teams in the table's top half"),
  season: z.string(),
  table_size: z.number().int(),
  home: PreviewSideOutput,
  away: PreviewSideOutput,
  head_to_head: z.object({
    played: z.number().int(),
    home_wins: z.number().int(),
    draws: z.number().int(),
    away_wins: z.number().int(),
    home_goals: z.number().int(),
    away_goals: z.number().int(),
  }),
});
export type BigMatchPreview = z.output<typeof BigMatchPreviewOutput>;

/** The community's preview writer: the big matches kicking off in a window, with their previews (decision 054). */
export const bigMatchPreviews = defineContract({
  service: 'scores',
  method: 'POST',
  path: '/internal/matches/big-previews',
  summary: 'The big upcoming matches kicking off between two moments, with form, meetings and table places',
  input: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }),
  output: z.object({ list: z.array(BigMatchPreviewOutput) }),
  errors: [],
});

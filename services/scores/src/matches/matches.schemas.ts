import { fields } from '@arena/shared';
import { z } from 'zod';
import { ALL_STAT_KEYS } from './stat-keys';

export const SPORTS = ['football', 'basketball'] as const;
export const STATUSES = ['upcoming', 'live', 'finished'] as const;
export const EVENT_TYPES = [
  'goal',
  'penalty',
  'own_goal',
  'yellow',
  'red',
  'corner',
  'substitution',
  'var',
  'period',
  'points',
] as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const sportField = () => z.enum(SPORTS, { message: 'scores.sport_invalid' });
export const MatchFilterInput = z.object({
  sport: optional(sportField()),
  status: optional(z.enum(STATUSES, { message: 'scores.status_invalid' })),
  competition_id: optional(fields.id()),
  date: optional(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'scores.date_invalid')
      .refine((d) => !Number.isNaN(Date.parse(d)), 'scores.date_invalid'),
  ),
  order: optional(z.enum(['asc', 'desc'], { message: 'scores.order_invalid' }))
    .default('asc')
    .describe("by kick-off: asc (earliest first) or desc (latest first, as a competition's latest results)"),
  page: fields.page(),
  limit: fields.limit(200, 50),
});
export type MatchFilter = z.output<typeof MatchFilterInput>;
export const MatchIdInput = z.object({ match_id: fields.id() });
export const SportInput = z.object({ sport: optional(sportField()) });
export const KeywordInput = z.object({ keyword: fields.text(40) });
export const CompetitionInput = z.object({ competition_id: fields.id() });
export const StandingsInput = CompetitionInput.extend({
  season_id: fields
    .id()
    .optional()
    .describe('a season of the competition (GET /api/scores/seasons); the current one when absent'),
});
export const CollectInput = z.object({
  match_id: fields.id(),
  collect: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : Number(v)),
    z.union([z.literal(0), z.literal(1)], { message: 'scores.collect_invalid' }),
  ),
});

export const MatchRowOutput = z.object({
  match_id: z.number().int(),
  sport: z.enum(SPORTS),
  competition_id: z.number().int(),
  competition_name: z.string(),
  home_team_id: z.number().int(),
  home_team_name: z.string(),
  away_team_id: z.number().int(),
  away_team_name: z.string(),
  start_time: z.string(),
  status: z.enum(STATUSES),
  minute: z.number().int().describe('Football: the match minute; basketball: minutes played (12 a quarter)'),
  period: z.number().int().describe('Half or quarter in play (0 before kick-off)'),
  home_score: z.number().int(),
  away_score: z.number().int(),
  home_half_score: z.number().int(),
  away_half_score: z.number().int(),
  home_red: z.number().int(),
  away_red: z.number().int(),
  home_yellow: z.number().int(),
  away_yellow: z.number().int(),
  home_corner: z.number().int(),
  away_corner: z.number().int(),
  hot: z.boolean(),
  seq: z.number().int().describe("The match's sequence number: every change adds one"),
  collected: z.boolean(),
});
export type MatchRow = z.output<typeof MatchRowOutput>;

export const MatchEventOutput = z.object({
  seq: z.number().int(),
  minute: z.number().int(),
  type: z.enum(EVENT_TYPES),
  side: z.enum(['home', 'away']).nullable(),
  player_name: z.string(),
  points: z.number().int(),
  period: z.number().int(),
  home_score: z.number().int(),
  away_score: z.number().int(),
  corrected: z.boolean(),
});

export const PlayerOutput = z.object({
  player_id: z.number().int(),
  number: z.number().int(),
  position: z.string(),
  name: z.string(),
});
export const statKeyField = () => z.enum(ALL_STAT_KEYS, { message: 'scores.stat_key_invalid' });
export const MatchStatOutput = z.object({
  period: z.number().int().describe('Half (football, 1-2) or quarter (basketball, 1-4)'),
  key: statKeyField().describe(
    'Machine key (possession in %, the rest counts); goals, corners, cards, substitutions and basketball points are counted from the events',
  ),
  home: z.number().int(),
  away: z.number().int(),
  corrected: z.boolean().describe('Set by an administrator (the provider leaves it alone)'),
});
export const MatchDetailOutput = MatchRowOutput.extend({
  events: z.array(MatchEventOutput),
  stats: z
    .array(MatchStatOutput)
    .describe("Every statistic of the sport for each period begun, in the page's order (0 where nothing happened)"),
  home_players: z.array(PlayerOutput),
  away_players: z.array(PlayerOutput),
});
export const MatchListOutput = z.object({ list: z.array(MatchRowOutput) });
export const SnapshotOutput = z.object({ list: z.array(MatchRowOutput), server_time: z.string() });
export const CompetitionOutput = z.object({
  competition_id: z.number().int(),
  sport: z.enum(SPORTS),
  name: z.string(),
  kind: z.enum(['league', 'cup']),
  season: z.string().describe('The current season: 2026/27 for a league (July to June), 2026 for a cup'),
});
export const SeasonOutput = z.object({
  season_id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  current: z.boolean(),
});
export const StandingOutput = z.object({
  rank: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  points: z.number().int(),
});
export const CollectOutput = z.object({ match_id: z.number().int(), collected: z.boolean() });

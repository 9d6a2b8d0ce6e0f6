import { fields } from '@arena/shared';
import { z } from 'zod';

export const EXPERT_SPORTS = ['football', 'basketball'] as const;
export const PICKS = ['home', 'draw', 'away'] as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const sportField = () => z.enum(EXPERT_SPORTS, { message: 'community.expert_sport_invalid' });

export const ApplyInput = z.object({
  sport: sportField(),
  work_experience: fields.text(2000).describe('Within 200 words: each Chinese (CJK) character counts as one'),
});
export const ReviewInput = z.object({ id: fields.id(), reason: fields.optionalText(200) });
export const ApplicationFilterInput = z.object({
  status: optional(z.enum(['pending', 'approved', 'rejected'], { message: 'validation.invalid' })),
  page: fields.page(),
  limit: fields.limit(50, 20),
});
export const ExpertListInput = z.object({
  sport: optional(sportField()),
  page: fields.page(),
  limit: fields.limit(50, 20),
});
export const ExpertHomeInput = z.object({ id: fields.id(), page: fields.page(), limit: fields.limit(50, 10) });
export const ExpertIdInput = z.object({ expert_id: fields.id() });
export const IdInput = z.object({ id: fields.id() });
export const MatchInput = z.object({ match_id: fields.id() });
export const MatchesInput = z.object({
  match_ids: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(fields.id()).min(1).max(100))
    .describe('Comma-separated match ids'),
});
export const PublishInput = z.object({
  match_id: fields.id(),
  title: fields.text(60),
  pick: z.enum(PICKS, { message: 'community.analysis_pick_invalid' }),
  confidence: fields.int(1, 5).describe('1 (a lean) to 5 (as sure as it gets)'),
  content: fields.text(3000, 20).describe('The reasoning, plain text'),
});

export const ApplicationOutput = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  sport: z.enum(EXPERT_SPORTS),
  work_experience: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().describe('Why it was rejected, when it was'),
  create_time: z.string(),
  review_time: z.string().nullable(),
});
export type ApplicationView = z.output<typeof ApplicationOutput>;

export const MyApplicationOutput = z.object({
  is_expert: z.boolean().describe('The caller carries the expert label'),
  application: ApplicationOutput.nullable().describe('The latest application, if any'),
});

export const RecordOutput = z.object({
  analyses: z.number().int().describe('Analyses published'),
  graded: z.number().int().describe('Of them, matches over and graded'),
  hits: z.number().int(),
  hit_rate: z.number().describe('Percent of the graded ones that hit, one decimal (0 before the first grade)'),
  streak: z.number().int().describe('+n: n hits in a row now; -n: n misses in a row'),
  recent: z.array(z.enum(['hit', 'miss'])).describe('The last ten grades, latest first'),
});

export const ExpertOutput = z.object({
  uid: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  label: z.literal('expert'),
  sport: z.enum(EXPERT_SPORTS),
  intro: z.string().describe('Their work experience, as approved'),
  record: RecordOutput,
  follower_count: z.number().int(),
  is_follow: z.union([z.literal(0), z.literal(1)]),
});
export type ExpertView = z.output<typeof ExpertOutput>;

export const AnalysisMatchOutput = z.object({
  match_id: z.number().int(),
  sport: z.enum(EXPERT_SPORTS),
  competition_name: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  start_time: z.string(),
  home_score: z.number().int().nullable().describe('The final score once graded'),
  away_score: z.number().int().nullable(),
});

export const AnalysisOutput = z.object({
  id: z.number().int(),
  expert: z.object({ uid: z.number().int(), name: z.string(), avatar: z.string(), label: z.literal('expert') }),
  match: AnalysisMatchOutput,
  title: z.string().describe('Banned words masked'),
  pick: z.enum(PICKS),
  confidence: z.number().int(),
  content: z.string().describe('Plain text (banned words masked); show it as text, never as HTML'),
  result: z.enum(['pending', 'hit', 'miss']),
  create_time: z.string(),
});
export type AnalysisView = z.output<typeof AnalysisOutput>;

export const FollowOutput = z.object({
  is_follow: z.union([z.literal(0), z.literal(1)]),
  follower_count: z.number().int(),
});

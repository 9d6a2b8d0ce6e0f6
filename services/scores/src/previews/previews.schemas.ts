import { z } from 'zod';
import { MatchRowOutput } from '../matches/matches.schemas';

const FormOutput = z.object({
  match_id: z.number().int(),
  start_time: z.string(),
  venue: z.enum(['home', 'away']),
  opponent_name: z.string(),
  own_score: z.number().int(),
  opponent_score: z.number().int(),
  result: z.enum(['W', 'D', 'L']).describe('Win, draw or loss from this team’s side'),
});

const StandingPlaceOutput = z.object({
  rank: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  points: z.number().int(),
  goal_difference: z.number().int(),
});

const SquadNotesOutput = z.object({
  size: z.number().int().describe('Players in the squad'),
  top_scorer: z
    .object({ name: z.string(), goals: z.number().int() })
    .nullable()
    .describe('Most goals (basketball: points) in the recorded events'),
  sent_off: z.array(z.string()).describe('Shown a red card in the team’s last match'),
  on_bookings: z
    .array(z.object({ name: z.string(), yellow: z.number().int() }))
    .describe('Five yellow cards or more: one more costs a match'),
});

const SidePreviewOutput = z.object({
  team_id: z.number().int(),
  name: z.string(),
  form: z.array(FormOutput).describe('The last five finished matches before this one, latest first'),
  form_points: z.number().int().describe('3 a win, 1 a draw over the form'),
  standing: StandingPlaceOutput.nullable().describe('Place in the current table of the competition'),
  squad: SquadNotesOutput,
});

export const MeetingOutput = z.object({
  match_id: z.number().int(),
  start_time: z.string(),
  competition_name: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  home_score: z.number().int(),
  away_score: z.number().int(),
});

export const PreviewOutput = z.object({
  match: MatchRowOutput,
  season: z.string().describe('The season of the table the places come from'),
  home: SidePreviewOutput,
  away: SidePreviewOutput,
  head_to_head: z.object({
    list: z.array(MeetingOutput).describe('Their last meetings before this match, latest first'),
    home_wins: z.number().int().describe('Won by this match’s home team, wherever played'),
    draws: z.number().int(),
    away_wins: z.number().int(),
    home_goals: z.number().int(),
    away_goals: z.number().int(),
  }),
});
export type Preview = z.output<typeof PreviewOutput>;

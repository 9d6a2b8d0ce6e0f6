import { fields } from '@arena/shared';
import { z } from 'zod';
import { MatchRowOutput } from '../matches/matches.schemas';

export const TeamInput = z.object({ team_id: fields.id() });

export const TeamOutput = z.object({
  team_id: z.number().int(),
  name: z.string(),
  players: z.number().int().describe('Squad size'),
});

export const SquadPlayerOutput = z.object({
  player_id: z.number().int(),
  number: z.number().int(),
  position: z.string(),
  name: z.string(),
  goals: z.number().int().describe('Football: goals and penalties scored (own goals excluded); basketball: points'),
  yellow: z.number().int(),
  red: z.number().int(),
});

export const TeamDetailOutput = z.object({
  team_id: z.number().int(),
  name: z.string(),
  sport: z.string(),
  competition_id: z.number().int(),
  competition_name: z.string(),
  players: z.array(SquadPlayerOutput),
  recent: z.array(MatchRowOutput).describe('The last five finished matches, newest first'),
  next: z.array(MatchRowOutput).describe('The next five matches to play'),
});

export const ScorerOutput = z.object({
  rank: z.number().int(),
  player_id: z.number().int(),
  name: z.string(),
  team_id: z.number().int(),
  team_name: z.string(),
  goals: z.number().int().describe('Football: goals and penalties; basketball: points'),
});

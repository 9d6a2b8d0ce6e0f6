import { NewEvent } from '../matches/match-writer';
import { Sport } from '../fixtures/names';
import { StatValue } from '../matches/stat-keys';

/** A match as a provider knows it: its number, sport and teams. */
export interface ProvidedMatch {
  id: number;
  sport: Sport;
  homeTeamId: number;
  awayTeamId: number;
}

/**
 * Where a match's events come from. The built-in provider replays generated fixtures; an outside
 * feed would implement the same: what happened in a match up to a moment, in match minutes.
 */
export interface ScoreProvider {
  /** The clock of a match `elapsedMs` after its kick-off. */
  clock(sport: Sport, elapsedMs: number): { minute: number; finished: boolean };
  /** The events of the match from `afterMinute` (exclusive) to `uptoMinute` (inclusive), in order. */
  events(
    match: ProvidedMatch & { homePlayers: number[]; awayPlayers: number[] },
    afterMinute: number,
    uptoMinute: number,
  ): NewEvent[];
  /** The statistics it keeps beside the events (possession, shots, ...; not those counted from events) as they stand at `uptoMinute`, by period and side. */
  stats(match: ProvidedMatch, uptoMinute: number): StatValue[];
}

import { fromEnv } from '@arena/shared';

/** Scores settings with their documented defaults (docs/services/scores.md); env overrides them. */
export interface ScoresConfig {
  /** The built-in provider's seed: the same seed replays the same events. */
  replaySeed: number;
  /** Match minutes per real minute (1 = real time; tests run matches much faster). */
  replaySpeed: number;
  /** How often the replay job advances the matches. */
  tickMs: number;
  /** Off: seeded matches stay as they are (tests that do not replay leave the database alone). */
  replayEnabled: boolean;
}

export function scoresConfig(): ScoresConfig {
  return {
    replaySeed: fromEnv.number('SCORES_REPLAY_SEED', 15, { min: 0, integer: true }),
    replaySpeed: fromEnv.number('SCORES_REPLAY_SPEED', 1, { min: 0.01, max: 10_000 }),
    tickMs: fromEnv.number('SCORES_TICK_MS', 5000, { min: 50, integer: true }),
    replayEnabled: fromEnv.boolean('SCORES_REPLAY_ENABLED', true),
  };
}

import { defineJob } from '@arena/shared';

/** Repeating: the built-in provider advances every match whose time has come (SCORES_TICK_MS). */
export const REPLAY_TICK = defineJob<Record<string, never>>('scores.replay-tick', { attempts: 1 });

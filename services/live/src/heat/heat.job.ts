import { defineJob } from '@arena/shared';

/** Repeats every LIVE_HEAT_EVERY_MS in one instance at a time (BullMQ hands each run to one worker). */
export const HEAT_RECOMPUTE = defineJob<Record<string, never>>('live.heat-recompute', { attempts: 1 });

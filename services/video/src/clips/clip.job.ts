import { defineJob } from '@arena/shared';

/** Copy a clip's segments into its own folder, write its playlist and poster; retried 1 s doubling (~30 s in all). */
export const CUT_CLIP = defineJob<{ videoId: number }>('video.cut-clip', { attempts: 5, backoffMs: 1000 });

/**
 * Make the goal clips of a goal (one per room broadcasting the match), a few seconds after it so the
 * goal's segments are in the recording. A failed call to the live service is retried.
 */
export const MAKE_GOAL_CLIPS = defineJob<{ goal: GoalOfMatch }>('video.goal-clips', { attempts: 4, backoffMs: 1000 });

/** What a goal clip is made of (the `match.goal` event). */
export interface GoalOfMatch {
  matchId: number;
  seq: number;
  minute: number;
  side: 'home' | 'away';
  homeScore: number;
  awayScore: number;
  scorer: { zh: string; en: string; vi: string } | null;
  home: { zh: string; en: string; vi: string };
  away: { zh: string; en: string; vi: string };
}

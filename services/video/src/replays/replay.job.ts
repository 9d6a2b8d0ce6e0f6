import { defineJob } from '@arena/shared';

/**
 * Make the replay video of a finished broadcast. The broadcast ends before its recording is final
 * (ffmpeg closes the playlist after the push leaves), so a run that finds no recording yet fails and
 * is retried: 1 s doubling, about 8 minutes in all.
 */
export const MAKE_REPLAY = defineJob<{ broadcastId: number }>('video.make-replay', { attempts: 10, backoffMs: 1000 });

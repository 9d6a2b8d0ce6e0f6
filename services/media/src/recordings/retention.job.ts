import { defineJob } from '@arena/shared';

/** Hourly: recordings older than MEDIA_RECORDING_RETENTION_DAYS are deleted and unlisted. */
export const RECORDING_RETENTION = defineJob<Record<string, never>>('media.recording-retention', { attempts: 1 });
export const RETENTION_EVERY_MS = 60 * 60_000;

/** What other packages (tools, tests) may use of the media service: its app factory and its broadcasts. */
export { createMediaApp as createApp } from './media.app';
export { Broadcasts } from './ingest/broadcasts';
export { pushHolderKey } from './ingest/push-registry';
export { DemoStreams } from './demo/demo-streams';
export {
  DemoClips,
  demoPushArgs,
  clipFileName,
  clipRecipe,
  clipSportOf,
  CLIP_FORMAT,
  CLIP_SPORTS,
} from './demo/demo-clips';
export { demoLineup, nextLineupChange } from './demo/demo-schedule';
export { Snapshots } from './snapshots/snapshots';
export { RetentionWorker } from './recordings/retention.worker';

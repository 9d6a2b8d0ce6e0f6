/** What other packages (tools, tests) may use of the video service: its app factory and seed. */
export { createVideoApp as createApp } from './video.app';
export { seedVideo } from './seed/video.seed';
export { ReplaysWorker } from './replays/replays.worker';
export { ladderArgs, renditionsFor } from './transcoding/hls-ladder';
export { PostVideosSweep } from './post-videos/post-videos-sweep';

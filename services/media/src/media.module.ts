import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { DemoStreams } from './demo/demo-streams';
import { Broadcasts } from './ingest/broadcasts';
import { FfmpegCheck } from './ingest/ffmpeg-check';
import { LiveEventsConsumer } from './ingest/live-events.consumer';
import { MEDIA_MESSAGES } from './media.messages';
import { PlaybackController } from './playback/playback.controller';
import { RetentionWorker } from './recordings/retention.worker';
import { Snapshots } from './snapshots/snapshots';

registerMessages(MEDIA_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [PlaybackController],
  providers: [FfmpegCheck, Broadcasts, LiveEventsConsumer, RetentionWorker, DemoStreams, Snapshots],
})
export class MediaModule {}

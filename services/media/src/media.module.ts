import { Module } from '@nestjs/common';
import { CoreModule, FileStore, LocalDiskStore, registerMessages } from '@arena/shared';
import { DemoStreams } from './demo/demo-streams';
import { Broadcasts } from './ingest/broadcasts';
import { FfmpegCheck } from './ingest/ffmpeg-check';
import { LiveEventsConsumer } from './ingest/live-events.consumer';
import { PushRegistry } from './ingest/push-registry';
import { mediaConfig } from './media.config';
import { MEDIA_MESSAGES } from './media.messages';
import { PlaybackController } from './playback/playback.controller';
import { RetentionWorker } from './recordings/retention.worker';
import { Snapshots } from './snapshots/snapshots';

registerMessages(MEDIA_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [PlaybackController],
  providers: [
    // Live playlists and recordings: a folder, since ffmpeg writes them there as it goes (a volume
    // every replica mounts in the cluster); players read them through the store.
    { provide: LocalDiskStore, useFactory: () => new LocalDiskStore(mediaConfig().dataDir) },
    { provide: FileStore, useExisting: LocalDiskStore },
    FfmpegCheck,
    PushRegistry,
    Broadcasts,
    LiveEventsConsumer,
    RetentionWorker,
    DemoStreams,
    Snapshots,
  ],
})
export class MediaModule {}

import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ServiceClient } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaConfig } from '../media.config';
import { FfmpegCheck } from './ffmpeg-check';
import { Recording, Remuxer } from './remuxer';
import { FlvSink, Publisher, RtmpIngest } from './rtmp-ingest';

/** How long a stop waits for ended pushes' recordings before it stops their remuxers. */
const STOP_GRACE_MS = 10_000;

/** A push the live service accepted: the room on the air, its remuxer writing HLS and the recording. */
interface OnAir {
  roomId: number;
  broadcastId: number;
  publisher: Publisher;
  remuxer?: Remuxer;
  /** Stops feeding the remuxer the push. */
  unsubscribe?: () => void;
  /** When the current remuxer started (its first playlist waits for a keyframe). */
  remuxedSince: number;
  /** The broadcast's recording, from its first remuxer (a restarted one writes the live playlist only). */
  recording?: Promise<Recording | undefined>;
  restarts: number;
}

/**
 * What pushes mean: each encoder that connects is checked with the live service (the key, a sealed
 * room, a kick-out) and refused at once if it may not broadcast; an accepted one puts the room on
 * the air and is remuxed to HLS and recorded; when it leaves, the room goes off the air within a
 * second and the recording becomes the broadcast's playback video. After a restart nothing is being
 * received, so every broadcast a push had started is ended first.
 */
@Injectable()
export class Broadcasts implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Broadcasts');
  private readonly config = mediaConfig();
  private readonly onAir = new Map<number, OnAir>();
  /** Ends being reported to the live service (a stop waits for them). */
  private readonly ending = new Set<Promise<void>>();
  /** Every ffmpeg remuxing a push, until it exits. */
  private readonly remuxers = new Set<Remuxer>();
  /** Rooms whose pushes are not recorded (the development demo broadcasts, a clip on a loop). */
  private readonly unrecorded = new Set<number>();
  readonly ingest = new RtmpIngest({ port: this.config.rtmpPort, host: this.config.rtmpHost }, {
    // A failure with one push is logged and ends that push: it must never take every room down.
    published: (publisher) =>
      void this.published(publisher).catch((error: Error) => {
        this.logger.error(`A push could not be set up: ${error.stack ?? error.message}`);
        publisher.close();
      }),
    unpublished: (publisher) => {
      const ending = this.unpublished(publisher)
        .catch((error: Error) => this.logger.error(`An ended push could not be wound up: ${error.stack ?? error.message}`))
        .finally(() => this.ending.delete(ending));
      this.ending.add(ending);
    },
  });

  constructor(
    private readonly services: ServiceClient,
    private readonly ffmpeg: FfmpegCheck,
  ) {}

  /** Settles once broadcasts left over from before this start are ended (tests wait for it). */
  reconciled: Promise<void> = Promise.resolve();

  private watchdog?: NodeJS.Timeout;

  async onApplicationBootstrap(): Promise<void> {
    await this.ingest.start();
    this.logger.log(`RTMP ingest on ${this.config.rtmpHost}:${this.ingest.port}`);
    // The live service may be starting too: retried in the background, new pushes are left alone.
    this.reconciled = this.reconcile();
    this.watchdog = setInterval(() => void this.checkOutputs(), (this.config.outputStallSeconds * 1000) / 4);
    this.watchdog.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.watchdog);
    await this.ingest.stop();
    // Ended pushes finish their recordings and tell the live service; a remuxer still running after
    // the grace is stopped (its recording keeps what was written), so a stop always ends.
    const settled = Promise.all(this.ending);
    const timer = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
    await Promise.race([settled, timer]);
    for (const remuxer of this.remuxers) remuxer.kill();
    await settled;
  }

  /** The room's live stream, as FLV, for a low-latency viewer; undefined when it is not on the air. */
  watch(roomId: number, sink: FlvSink): Promise<() => void> | undefined {
    const entry = this.onAir.get(roomId);
    return entry ? this.ingest.subscribe(entry.publisher, sink) : undefined;
  }

  /**
   * Whether the room's live HLS is on its way: a push is on the air here and ffmpeg remuxes it, but
   * its first playlist waits for the first segment (about a keyframe interval).
   */
  async hlsComing(roomId: number): Promise<boolean> {
    return this.onAir.has(roomId) && (await this.ffmpeg.available());
  }

  /** Disconnects the push feeding a room (kicked out, sealed, ended from the site, key replaced). */
  disconnect(roomId: number, broadcastId?: number): void {
    const entry = this.onAir.get(roomId);
    if (entry && (broadcastId === undefined || entry.broadcastId === broadcastId)) entry.publisher.close();
  }

  /** Pushes into the room are not recorded (while `on`): the demo broadcasts' loop is no video to keep. */
  recordRoom(roomId: number, on: boolean): void {
    if (on) this.unrecorded.delete(roomId);
    else this.unrecorded.add(roomId);
  }

  /** The ffmpeg remuxing the room's push, if one runs (for CPU measurements). */
  remuxerPid(roomId: number): number | undefined {
    return this.onAir.get(roomId)?.remuxer?.pid;
  }

  /** The rooms on the air here, with their broadcast. */
  onAirRooms(): { roomId: number; broadcastId: number }[] {
    return [...this.onAir.values()].map(({ roomId, broadcastId }) => ({ roomId, broadcastId }));
  }

  liveDir(roomId: number): string {
    return path.join(this.config.dataDir, 'live', String(roomId));
  }

  recordingDir(broadcastId: number): string {
    return path.join(this.config.dataDir, 'vod', String(broadcastId));
  }

  private async reconcile(attempts = 60): Promise<void> {
    let onAir;
    for (let attempt = 1; !onAir; attempt++) {
      try {
        onAir = await this.services.call(liveContracts.pushedOnAir, {});
      } catch (error) {
        if (attempt >= attempts) return void this.logger.warn(`Could not reconcile with the live service: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    const stale = onAir.filter(({ room_id, broadcast_id }) => this.onAir.get(room_id)?.broadcastId !== broadcast_id);
    for (const { room_id, broadcast_id } of stale) {
      await this.services.call(liveContracts.publishEnded, { room_id, broadcast_id });
      await rm(this.liveDir(room_id), { recursive: true, force: true });
    }
    if (stale.length) this.logger.log(`Ended ${stale.length} broadcast(s) whose push this service no longer receives`);
  }

  /**
   * No room is live with nothing to play: a push whose live playlist has not been rewritten for
   * `outputStallSeconds` (its ffmpeg died or hangs, the disk is full, the folder was removed) gets a
   * new remuxer; after `outputRestarts` restarts (or one that cannot start) its broadcast is ended,
   * which takes the room off the lists. Runs on a timer; tests call it.
   */
  async checkOutputs(): Promise<void> {
    const stallMs = this.config.outputStallSeconds * 1000;
    for (const entry of this.onAir.values()) {
      if (!entry.remuxer || !entry.publisher.active) continue;
      const written = await stat(path.join(this.liveDir(entry.roomId), 'index.m3u8')).then((file) => file.mtimeMs, () => 0);
      if (Date.now() - Math.max(written, entry.remuxedSince) < stallMs) continue;
      if (entry.restarts >= this.config.outputRestarts) {
        this.logger.warn(`Room ${entry.roomId}: its live output stalled again after ${entry.restarts} restart(s); its broadcast ${entry.broadcastId} ends`);
        entry.publisher.close();
        continue;
      }
      entry.restarts++;
      this.logger.warn(`Room ${entry.roomId}: no live segment for ${this.config.outputStallSeconds} s while its push is on; restarting its remuxer (${entry.restarts})`);
      entry.unsubscribe?.();
      entry.remuxer.kill();
      await this.remux(entry, false).catch((error: Error) => {
        this.logger.warn(`Room ${entry.roomId}: the remuxer could not start again (${error.message}); its broadcast ${entry.broadcastId} ends`);
        entry.publisher.close();
      });
    }
  }

  private async published(publisher: Publisher): Promise<void> {
    let verdict;
    try {
      verdict = await this.services.call(liveContracts.publishStarted, { stream_key: publisher.streamKey });
    } catch (error) {
      this.logger.warn(`Refused a push: the live service did not answer (${(error as Error).message})`);
      return publisher.close();
    }
    if (!verdict.accepted) {
      this.logger.log(`Refused a push: ${verdict.reason}`);
      return publisher.close();
    }
    const entry: OnAir = { roomId: verdict.room_id, broadcastId: verdict.broadcast_id, publisher, remuxedSince: Date.now(), restarts: 0 };
    if (!publisher.active) return void (await this.services.call(liveContracts.publishEnded, { room_id: entry.roomId, broadcast_id: entry.broadcastId }));
    this.onAir.get(entry.roomId)?.publisher.close();
    this.onAir.set(entry.roomId, entry);
    if (!(await this.ffmpeg.available())) return;
    await rm(this.liveDir(entry.roomId), { recursive: true, force: true });
    await this.remux(entry, !this.unrecorded.has(entry.roomId));
  }

  /** Starts the push's remuxer (recording too the first time); a restarted one names its segments anew (they are cached as immutable). */
  private async remux(entry: OnAir, record: boolean): Promise<void> {
    const remuxer = await Remuxer.start({
      ffmpegPath: this.config.ffmpegPath,
      liveDir: this.liveDir(entry.roomId),
      recordingDir: record ? this.recordingDir(entry.broadcastId) : undefined,
      segmentPrefix: entry.restarts ? `b${entry.broadcastId}r${entry.restarts}` : `b${entry.broadcastId}`,
      segmentSeconds: this.config.hlsSegmentSeconds,
      listSize: this.config.hlsListSize,
    });
    Object.assign(entry, { remuxer, remuxedSince: Date.now() });
    if (record) entry.recording = remuxer.finished;
    this.remuxers.add(remuxer);
    const forget = () => this.remuxers.delete(remuxer);
    remuxer.finished.then(forget, forget);
    entry.unsubscribe = await this.ingest.subscribe(entry.publisher, remuxer);
  }

  private async unpublished(publisher: Publisher): Promise<void> {
    const entry = [...this.onAir.values()].find((candidate) => candidate.publisher === publisher);
    if (!entry) return;
    this.onAir.delete(entry.roomId);
    await this.services.call(liveContracts.publishEnded, { room_id: entry.roomId, broadcast_id: entry.broadcastId }).catch((error: Error) => {
      this.logger.warn(`Broadcast ${entry.broadcastId} ended, but the live service did not hear it (${error.message}); it ends at the next start`);
    });
    const [recording] = await Promise.all([entry.recording, entry.remuxer?.finished]);
    // A new push on the room may already be writing its live playlist.
    if (!this.onAir.has(entry.roomId)) await rm(this.liveDir(entry.roomId), { recursive: true, force: true });
    if (!recording) return;
    const url = `${this.config.publicUrl}/vod/${entry.broadcastId}/index.m3u8`;
    await this.services
      .call(liveContracts.recordingFinished, { broadcast_id: entry.broadcastId, url, duration_seconds: recording.durationSeconds })
      .catch((error: Error) => this.logger.warn(`Recording of broadcast ${entry.broadcastId} not listed: ${error.message}`));
  }
}

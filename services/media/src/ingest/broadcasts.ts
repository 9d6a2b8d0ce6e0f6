import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { LocalDiskStore, ServiceClient } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaConfig } from '../media.config';
import { FfmpegCheck } from './ffmpeg-check';
import { Recording, Remuxer } from './remuxer';
import { PUSH_RENEW_MS, PushRegistry } from './push-registry';
import { FlvSink, Publisher, RtmpIngest } from './rtmp-ingest';

/** How long a stop waits for ended pushes' recordings before it stops their remuxers. */
const STOP_GRACE_MS = 10_000;
/** How often broadcasts whose push no media process holds any more are looked for (a replica died). */
const RECONCILE_EVERY_MS = 30_000;

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
  readonly ingest = new RtmpIngest(
    { port: this.config.rtmpPort, host: this.config.rtmpHost },
    {
      // A failure with one push is logged and ends that push: it must never take every room down.
      published: (publisher) =>
        void this.published(publisher).catch((error: Error) => {
          this.logger.error(`A push could not be set up: ${error.stack ?? error.message}`);
          publisher.close();
        }),
      unpublished: (publisher) => {
        const ending = this.unpublished(publisher)
          .catch((error: Error) =>
            this.logger.error(`An ended push could not be wound up: ${error.stack ?? error.message}`),
          )
          .finally(() => this.ending.delete(ending));
        this.ending.add(ending);
      },
    },
  );

  constructor(
    private readonly services: ServiceClient,
    private readonly ffmpeg: FfmpegCheck,
    private readonly registry: PushRegistry,
    private readonly files: LocalDiskStore,
  ) {}

  /** Settles once broadcasts left over from before this start are ended (tests wait for it). */
  reconciled: Promise<void> = Promise.resolve();

  private readonly timers: NodeJS.Timeout[] = [];

  async onApplicationBootstrap(): Promise<void> {
    await this.ingest.start();
    this.logger.log(`RTMP ingest on ${this.config.rtmpHost}:${this.ingest.port}`);
    // The live service may be starting too: retried in the background, new pushes are left alone.
    this.reconciled = this.reconcile();
    const every = (ms: number, task: () => Promise<unknown>) => {
      const timer = setInterval(() => void task().catch((error: Error) => this.logger.warn(error.message)), ms);
      this.timers.push(timer.unref());
    };
    every((this.config.outputStallSeconds * 1000) / 4, () => this.checkOutputs());
    every(PUSH_RENEW_MS, () =>
      this.registry.renew(
        [...this.onAir.values()].map(({ publisher, roomId, broadcastId }) => ({
          streamKey: publisher.streamKey,
          roomId,
          broadcastId,
        })),
      ),
    );
    every(RECONCILE_EVERY_MS, () => this.endUnheld());
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
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
   * The address of another media process receiving the room's push (its FLV is relayed from
   * there); undefined when this one does or none does.
   */
  async heldElsewhere(roomId: number): Promise<string | undefined> {
    if (this.onAir.has(roomId)) return undefined;
    const holder = await this.registry.holder(roomId);
    return holder && holder.address !== this.registry.address ? holder.address : undefined;
  }

  /** The broadcast a push is feeding into the room now (on this replica or another), if any. */
  async broadcastOf(roomId: number): Promise<number | undefined> {
    return this.onAir.get(roomId)?.broadcastId ?? (await this.registry.holder(roomId))?.broadcastId;
  }

  /**
   * Whether the room's live HLS is on its way: a push is on the air (here or on another replica)
   * and ffmpeg remuxes it, but its first playlist waits for the first segment (a keyframe interval).
   */
  async hlsComing(roomId: number): Promise<boolean> {
    if (!this.onAir.has(roomId) && !(await this.registry.holder(roomId))) return false;
    return this.ffmpeg.available();
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

  /** The room's live folder (ffmpeg writes its playlist and segments there; players read `live/<room>/...`). */
  liveDir(roomId: number): string {
    return this.files.pathOf(`live/${roomId}`);
  }

  /** The broadcast's recording folder (`vod/<broadcast>/...`). */
  recordingDir(broadcastId: number): string {
    return this.files.pathOf(`vod/${broadcastId}`);
  }

  /**
   * Ends the broadcasts started by a push that no media process receives any more: at a start,
   * those this process held before it (or nobody holds); then, every RECONCILE_EVERY_MS, those
   * another replica held and holds no more (it died: its entries expired).
   */
  private async reconcile(attempts = 60): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return void (await this.endUnheld(true));
      } catch (error) {
        if (attempt >= attempts)
          return void this.logger.warn(`Could not reconcile with the live service: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** The pushed broadcasts another replica held at the last look: ended once nobody holds them. */
  private heldElsewhereBefore = new Set<number>();

  /** Ends pushed broadcasts nobody holds: all of them at a start, else those another replica let go of. */
  async endUnheld(atStart = false): Promise<void> {
    const onAir = await this.services.call(liveContracts.pushedOnAir, {});
    const unheld: typeof onAir = [];
    const heldElsewhere = new Set<number>();
    for (const entry of onAir) {
      if (this.onAir.get(entry.room_id)?.broadcastId === entry.broadcast_id) continue;
      const holder = await this.registry.holder(entry.room_id);
      if (holder?.broadcastId === entry.broadcast_id && holder.address !== this.registry.address)
        heldElsewhere.add(entry.broadcast_id);
      else unheld.push(entry);
    }
    // Between a sweep's looks a push just accepted here may not be listed yet: only a hold that
    // lapsed is proof that a push is gone.
    const stale = atStart ? unheld : unheld.filter(({ broadcast_id }) => this.heldElsewhereBefore.has(broadcast_id));
    this.heldElsewhereBefore = heldElsewhere;
    for (const { room_id, broadcast_id } of stale) {
      await this.services.call(liveContracts.publishEnded, { room_id, broadcast_id });
      if (!this.onAir.has(room_id) && !(await this.registry.holder(room_id)))
        await this.files.remove(`live/${room_id}`);
    }
    if (stale.length) this.logger.log(`Ended ${stale.length} broadcast(s) whose push no media process receives`);
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
      const written = await stat(path.join(this.liveDir(entry.roomId), 'index.m3u8')).then(
        (file) => file.mtimeMs,
        () => 0,
      );
      if (Date.now() - Math.max(written, entry.remuxedSince) < stallMs) continue;
      if (entry.restarts >= this.config.outputRestarts) {
        this.logger.warn(
          `Room ${entry.roomId}: its live output stalled again after ${entry.restarts} restart(s); its broadcast ${entry.broadcastId} ends`,
        );
        entry.publisher.close();
        continue;
      }
      entry.restarts++;
      this.logger.warn(
        `Room ${entry.roomId}: no live segment for ${this.config.outputStallSeconds} s while its push is on; restarting its remuxer (${entry.restarts})`,
      );
      entry.unsubscribe?.();
      entry.remuxer.kill();
      await this.remux(entry, false).catch((error: Error) => {
        this.logger.warn(
          `Room ${entry.roomId}: the remuxer could not start again (${error.message}); its broadcast ${entry.broadcastId} ends`,
        );
        entry.publisher.close();
      });
    }
  }

  private async published(publisher: Publisher): Promise<void> {
    if (!(await this.registry.claim(publisher.streamKey))) {
      this.logger.log('Refused a push: its key is on the air through another media process');
      return publisher.close();
    }
    let verdict;
    try {
      verdict = await this.services.call(liveContracts.publishStarted, { stream_key: publisher.streamKey });
    } catch (error) {
      this.logger.warn(`Refused a push: the live service did not answer (${(error as Error).message})`);
      await this.registry.release(publisher.streamKey);
      return publisher.close();
    }
    if (!verdict.accepted) {
      this.logger.log(`Refused a push: ${verdict.reason}`);
      await this.registry.release(publisher.streamKey);
      return publisher.close();
    }
    const entry: OnAir = {
      roomId: verdict.room_id,
      broadcastId: verdict.broadcast_id,
      publisher,
      remuxedSince: Date.now(),
      restarts: 0,
    };
    if (!publisher.active) {
      await this.registry.release(publisher.streamKey);
      return void (await this.services.call(liveContracts.publishEnded, {
        room_id: entry.roomId,
        broadcast_id: entry.broadcastId,
      }));
    }
    this.onAir.get(entry.roomId)?.publisher.close();
    this.onAir.set(entry.roomId, entry);
    await this.registry.hold(publisher.streamKey, entry.roomId, entry.broadcastId);
    if (!(await this.ffmpeg.available())) return;
    await this.files.remove(`live/${entry.roomId}`);
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
    await this.registry
      .release(publisher.streamKey, entry.roomId, entry.broadcastId)
      .catch((error: Error) => this.logger.warn(`Push of room ${entry.roomId} not released: ${error.message}`));
    await this.services
      .call(liveContracts.publishEnded, { room_id: entry.roomId, broadcast_id: entry.broadcastId })
      .catch((error: Error) => {
        this.logger.warn(
          `Broadcast ${entry.broadcastId} ended, but the live service did not hear it (${error.message}); it ends at the next start`,
        );
      });
    const [recording] = await Promise.all([entry.recording, entry.remuxer?.finished]);
    // A new push on the room (here or on another replica) may already be writing its live playlist.
    if (!this.onAir.has(entry.roomId) && !(await this.registry.holder(entry.roomId)))
      await this.files.remove(`live/${entry.roomId}`);
    if (!recording) return;
    const url = `${this.config.publicUrl}/vod/${entry.broadcastId}/index.m3u8`;
    await this.services
      .call(liveContracts.recordingFinished, {
        broadcast_id: entry.broadcastId,
        url,
        duration_seconds: recording.durationSeconds,
      })
      .catch((error: Error) =>
        this.logger.warn(`Recording of broadcast ${entry.broadcastId} not listed: ${error.message}`),
      );
  }
}

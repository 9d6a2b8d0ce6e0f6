import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { liveSnapshotKey, RedisService, runFfmpeg } from '@arena/shared';
import { readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { Broadcasts } from '../ingest/broadcasts';
import { FfmpegCheck } from '../ingest/ffmpeg-check';
import { mediaConfig } from '../media.config';

/** How often the rooms on the air are looked at (a new broadcast's first frame waits at most this). */
const TICK_MS = 5000;
export const SNAPSHOT_FILE = 'snapshot.jpg';

/**
 * A recent frame of every live broadcast for the room cards: every MEDIA_SNAPSHOT_SECONDS, ffmpeg
 * decodes the first frame of the newest complete live segment into a small JPEG in the room's live
 * folder (so it goes with the broadcast's files when it ends), one ffmpeg at a time, and records
 * when in Redis for the live service's lists (`liveSnapshotKey`). A segment starts with a keyframe,
 * so one frame costs one keyframe's decode: a few tens of milliseconds of CPU.
 */
@Injectable()
export class Snapshots implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Snapshots');
  private readonly config = mediaConfig();
  /** The broadcast each room's snapshot belongs to and when it was taken. */
  private readonly taken = new Map<number, { broadcastId: number; at: number }>();
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly broadcasts: Broadcasts,
    private readonly ffmpeg: FfmpegCheck,
    private readonly redis: RedisService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.snapshotSeconds > 0) this.timer = setInterval(() => void this.tick(), TICK_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Takes the snapshots that are due and forgets those of broadcasts that ended. */
  async tick(now = Date.now()): Promise<void> {
    if (this.running || !(await this.ffmpeg.available())) return;
    this.running = true;
    try {
      const onAir = this.broadcasts.onAirRooms();
      const live = new Set(onAir.map((entry) => entry.roomId));
      for (const roomId of [...this.taken.keys()].filter((id) => !live.has(id))) {
        this.taken.delete(roomId);
        await this.redis.del(liveSnapshotKey(roomId));
      }
      for (const { roomId, broadcastId } of onAir) {
        const last = this.taken.get(roomId);
        if (last && last.broadcastId === broadcastId && now - last.at < this.config.snapshotSeconds * 1000) continue;
        if (last && last.broadcastId !== broadcastId) await this.redis.del(liveSnapshotKey(roomId));
        const at = await this.take(roomId).catch(
          (error: Error) => void this.logger.warn(`No snapshot of room ${roomId}: ${error.message}`),
        );
        if (!at || this.broadcasts.onAirRooms().every((entry) => entry.broadcastId !== broadcastId)) continue;
        this.taken.set(roomId, { broadcastId, at });
        // Kept a little longer than the interval: a snapshot no longer renewed is not named in lists.
        await this.redis.set(liveSnapshotKey(roomId), String(at), 'PX', this.config.snapshotSeconds * 2000 + TICK_MS);
      }
    } finally {
      this.running = false;
    }
  }

  /** One frame of the newest listed segment into `snapshot.jpg`; when (epoch ms), or undefined without a segment yet. */
  private async take(roomId: number): Promise<number | undefined> {
    const dir = this.broadcasts.liveDir(roomId);
    const playlist = await readFile(path.join(dir, 'index.m3u8'), 'utf8').catch(() => '');
    const segment = playlist
      .split('\n')
      .filter((line) => line.endsWith('.ts'))
      .pop();
    if (!segment || !(await stat(path.join(dir, segment)).catch(() => undefined))) return undefined;
    const partial = path.join(dir, 'snapshot.partial.jpg');
    await runFfmpeg(
      this.config.ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        path.join(dir, segment),
        '-frames:v',
        '1',
        '-vf',
        'scale=480:-2',
        '-q:v',
        '7',
        '-f',
        'mjpeg',
        partial,
      ],
      'ffmpeg could not take a snapshot',
    );
    await rename(partial, path.join(dir, SNAPSHOT_FILE));
    return Date.now();
  }
}

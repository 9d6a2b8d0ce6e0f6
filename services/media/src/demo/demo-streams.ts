import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ServiceClient } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Broadcasts } from '../ingest/broadcasts';
import { FfmpegCheck } from '../ingest/ffmpeg-check';
import { mediaConfig } from '../media.config';

/** Fonts drawtext may use: one with Chinese first (room names), then Debian's default. */
const FONTS = ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'];
const COLOURS = ['0x1d4ed8', '0x047857', '0xb45309', '0x7c3aed', '0xbe123c', '0x0e7490'];
const RETRY_MS = 5000;

/**
 * Development only (MEDIA_DEMO_STREAMS, 0 in production): pushes a cheap generated stream — a flat
 * colour with the room's name and a clock, silent audio, 360p at 10 frames per second, about 1% of a
 * core each — into the hottest rooms without video, so the rooms a fresh start shows first play a
 * picture. Each push is an ordinary encoder on the RTMP port, with a key the live service issues for it.
 */
@Injectable()
export class DemoStreams implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DemoStreams');
  private readonly pushers = new Set<ChildProcess>();
  private stopping = false;

  constructor(
    private readonly services: ServiceClient,
    private readonly broadcasts: Broadcasts,
    private readonly ffmpeg: FfmpegCheck,
  ) {}

  onApplicationBootstrap(): void {
    const count = mediaConfig().demoStreams;
    if (count > 0) void this.start(count);
  }

  onModuleDestroy(): void {
    this.stopping = true;
    for (const pusher of this.pushers) pusher.kill('SIGKILL');
  }

  /** Pushes `count` demo streams (at bootstrap: MEDIA_DEMO_STREAMS); they run until the module stops. */
  async start(count: number): Promise<void> {
    if (!(await this.ffmpeg.available())) return;
    await this.broadcasts.reconciled;
    const rooms = await this.services.call(liveContracts.demoStreamKeys, { count }).catch((error: Error) => {
      this.logger.warn(`No demo streams: ${error.message}`);
      return [];
    });
    const workDir = await mkdtemp(path.join(tmpdir(), 'arena-demo-'));
    for (const [index, room] of rooms.entries()) {
      const titleFile = path.join(workDir, `${room.room_id}.txt`);
      await writeFile(titleFile, room.title);
      this.push(room.stream_key, titleFile, COLOURS[index % COLOURS.length]);
    }
    if (rooms.length) this.logger.log(`Pushing demo streams to rooms ${rooms.map((room) => room.room_id).join(', ')}`);
  }

  private push(streamKey: string, titleFile: string, colour: string): void {
    if (this.stopping) return;
    const font = FONTS.find((file) => existsSync(file));
    const fontOption = font ? `fontfile=${font}:` : '';
    const text = (source: string, y: string, size: number) => `drawtext=${fontOption}${source}:fontcolor=white:fontsize=${size}:x=(w-tw)/2:y=${y}`;
    const filters = [text(`textfile=${titleFile}`, '(h/2)-50', 30), text(`text='%{localtime\\:%H\\\\\\:%M\\\\\\:%S}'`, '(h/2)+10', 44)].join(',');
    const target = `rtmp://127.0.0.1:${this.broadcasts.ingest.port}/live/${streamKey}`;
    const pusher = spawn(
      mediaConfig().ffmpegPath,
      [
        '-hide_banner', '-loglevel', 'error', '-re',
        '-f', 'lavfi', '-i', `color=c=${colour}:s=640x360:r=10`,
        '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo',
        '-vf', filters,
        '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '20', '-b:v', '250k',
        '-c:a', 'aac', '-b:a', '32k',
        '-f', 'flv', target,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    pusher.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-500)));
    this.pushers.add(pusher);
    pusher.once('exit', () => {
      this.pushers.delete(pusher);
      if (this.stopping) return;
      this.logger.warn(`A demo stream stopped (${errors.trim() || 'no message'}); again in ${RETRY_MS / 1000} s`);
      setTimeout(() => this.push(streamKey, titleFile, colour), RETRY_MS).unref();
    });
  }
}

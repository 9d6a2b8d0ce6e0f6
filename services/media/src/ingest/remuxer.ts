import { ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { FlvSink } from './rtmp-ingest';

export interface RemuxOptions {
  ffmpegPath: string;
  /** Folder of the room's sliding live playlist. */
  liveDir: string;
  /** Folder of the broadcast's recording; undefined: not recorded (the development demo broadcasts). */
  recordingDir?: string;
  /** Live segment names start with this (unique per broadcast: segments are cached as immutable). */
  segmentPrefix: string;
  segmentSeconds: number;
  listSize: number;
}

export interface Recording {
  /** Seconds of video in the finished playlist. */
  durationSeconds: number;
  segments: number;
}

/**
 * One ffmpeg per broadcast, fed the push's FLV on stdin, remuxing without transcoding (`-c copy`)
 * into two HLS outputs at once: the room's sliding live playlist and the broadcast's recording (an
 * event playlist of every segment). When stdin ends ffmpeg writes `#EXT-X-ENDLIST`; `finished`
 * then turns the recording into a VOD playlist and says how long it is.
 */
export class Remuxer implements FlvSink {
  private readonly process: ChildProcess;
  readonly finished: Promise<Recording | undefined>;

  private constructor(private readonly options: RemuxOptions) {
    const live = hlsOutput(
      {
        hls_time: options.segmentSeconds,
        hls_list_size: options.listSize,
        hls_flags: 'delete_segments+independent_segments',
        hls_segment_filename: path.join(options.liveDir, `${options.segmentPrefix}-%d.ts`),
      },
      path.join(options.liveDir, 'index.m3u8'),
    );
    const recording = options.recordingDir
      ? hlsOutput(
          {
            hls_time: 2,
            hls_list_size: 0,
            hls_playlist_type: 'event',
            hls_segment_filename: path.join(options.recordingDir, '%d.ts'),
          },
          path.join(options.recordingDir, 'index.m3u8'),
        )
      : undefined;
    this.process = spawn(
      options.ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'flv',
        '-i',
        'pipe:0',
        '-map',
        '0:v?',
        '-map',
        '0:a?',
        '-c',
        'copy',
        '-f',
        'tee',
        recording ? `${live}|${recording}` : live,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let errors = '';
    this.process.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    // A push that ends before ffmpeg reads everything: the pipe closes, which is not an error here.
    this.process.stdin?.on('error', () => undefined);
    this.finished = new Promise<void>((resolve) => {
      this.process.once('exit', () => resolve());
      this.process.once('error', (error) => {
        errors += error.message;
        resolve();
      });
    }).then(() => this.finalise(errors));
  }

  static async start(options: RemuxOptions): Promise<Remuxer> {
    await Promise.all([options.liveDir, options.recordingDir].map((dir) => dir && mkdir(dir, { recursive: true })));
    return new Remuxer(options);
  }

  /** The ffmpeg process (its CPU is measured for the demo broadcasts' budget). */
  get pid(): number | undefined {
    return this.process.pid;
  }

  write(chunk: Buffer): void {
    this.process.stdin?.write(chunk);
  }

  /** The push ended: ffmpeg writes what it holds and exits. */
  end(): void {
    this.process.stdin?.end();
  }

  /** Stops at once (the service is shutting down): the recording keeps what was written. */
  kill(): void {
    this.process.kill('SIGKILL');
  }

  private async finalise(errors: string): Promise<Recording | undefined> {
    if (!this.options.recordingDir) return undefined;
    const file = path.join(this.options.recordingDir, 'index.m3u8');
    const playlist = await readFile(file, 'utf8').catch(() => '');
    const durations = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].map((match) => Number(match[1]));
    if (durations.length === 0) {
      if (errors)
        new Logger('Remuxer').warn(`ffmpeg made no recording in ${this.options.recordingDir}: ${errors.trim()}`);
      return undefined;
    }
    let vod = playlist.replace('#EXT-X-PLAYLIST-TYPE:EVENT', '#EXT-X-PLAYLIST-TYPE:VOD');
    if (!vod.includes('#EXT-X-ENDLIST')) vod = `${vod.trimEnd()}\n#EXT-X-ENDLIST\n`;
    await writeFile(file, vod);
    return { durationSeconds: Math.round(durations.reduce((a, b) => a + b, 0)), segments: durations.length };
  }
}

/** One output of ffmpeg's tee muxer: `[f=hls:option=value:...]file`. */
function hlsOutput(options: Record<string, string | number>, file: string): string {
  const escaped = Object.entries(options).map(
    ([key, value]) => `${key}=${String(value).replace(/([\\:|[\]])/g, '\\$1')}`,
  );
  return `[f=hls:${escaped.join(':')}]${file}`;
}

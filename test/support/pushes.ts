import { spawn } from 'node:child_process';
import { internal } from './internal';
import type { Stack } from './stack';

/**
 * Video arrives for a streamer's room as the media service reports it (`liveContracts.publishStarted`
 * with a fresh stream key): the room goes on the air. For the live service's suites, which boot no
 * media service; the media suite pushes real streams with ffmpeg.
 */
export async function videoArrives(stack: Stack, token: string): Promise<{ room_id: number; broadcast_id: number }> {
  const key = await stack.api.post('/api/stream-keys').set('token', token).send({});
  const started = await internal(stack, 'live', 'post', '/internal/pushes/started').send({
    stream_key: key.body.data.stream_key,
  });
  if (!started.body.data?.accepted) throw new Error(`the push was refused: ${JSON.stringify(started.body)}`);
  return started.body.data;
}

export interface Push {
  /** Resolves with ffmpeg's exit code. */
  exited: Promise<number>;
  stop(): void;
}

/** A real encoder: ffmpeg pushing a small generated stream (H.264 + AAC, keyframe every second) to the media service. */
export function push(port: number, streamKey: string, seconds: number): Push {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=10',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=44100:cl=mono',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '10',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-f',
      'flv',
      `rtmp://127.0.0.1:${port}/live/${streamKey}`,
    ],
    { stdio: 'ignore' },
  );
  return {
    exited: new Promise((resolve) => ffmpeg.once('exit', (code) => resolve(code ?? 1))),
    stop: () => ffmpeg.kill('SIGINT'),
  };
}

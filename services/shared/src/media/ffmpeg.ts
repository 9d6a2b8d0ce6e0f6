import { spawn } from 'node:child_process';

/** Whether ffmpeg can be started at all (`-version` exits 0). */
export function ffmpegAvailable(ffmpegPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, ['-version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * Runs ffmpeg to completion (a clip, a poster, a snapshot, a transcode); rejects with `failure` and
 * the end of what it printed on stderr when it exits otherwise than 0. With `onProgress`, the
 * arguments must send `-progress pipe:1`: it is called with the seconds of output written so far.
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  failure: string,
  onProgress?: (seconds: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', onProgress ? 'pipe' : 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    if (onProgress) {
      let pending = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          // `out_time_us` (also, despite its name, `out_time_ms`) is in microseconds; N/A before the first frame.
          const micros = /^out_time_us=(\d+)/.exec(line)?.[1];
          if (micros) onProgress(Number(micros) / 1e6);
        }
      });
    }
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${failure} (${code}): ${errors.trim()}`)),
    );
  });
}

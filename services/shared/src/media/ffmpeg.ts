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
 * Runs ffmpeg to completion (a clip, a poster, a snapshot); rejects with `failure` and the end of
 * what it printed on stderr when it exits otherwise than 0.
 */
export function runFfmpeg(ffmpegPath: string, args: string[], failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${failure} (${code}): ${errors.trim()}`)),
    );
  });
}

import { execFile } from 'node:child_process';

/** Seconds of video in a file or an HLS playlist (a path or an http URL), as ffprobe measures it. */
export function probeDuration(ffprobePath: string, input: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      ffprobePath,
      [
        '-v',
        'error',
        '-protocol_whitelist',
        'file,http,https,tcp,tls',
        '-show_entries',
        'format=duration',
        '-of',
        'default=noprint_wrappers=1:nokey=1',
        input,
      ],
      { timeout: 30_000 },
      (error, stdout) => {
        const seconds = Number.parseFloat(stdout.trim());
        if (error || !Number.isFinite(seconds))
          return reject(new Error(`ffprobe could not measure ${input}: ${error?.message ?? stdout.trim()}`));
        resolve(seconds);
      },
    );
  });
}

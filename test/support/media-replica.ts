import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../tools/bench/ports';
import { eventually } from './eventually';

export interface MediaReplica {
  url: string;
  rtmpPort: number;
  stop(): Promise<void>;
}

/**
 * Another media replica beside a test stack's: the built service (`npm test` builds first) in a
 * process of its own, since node-media-server keeps its sessions in module state (two in one
 * process would both take every push). It shares the stack's database, Redis, folder and services.
 */
export async function mediaReplica(): Promise<MediaReplica> {
  const [port, rtmpPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [path.resolve(__dirname, '../../services/media/dist/main.js')], {
    env: { ...process.env, MEDIA_PORT: String(port), MEDIA_RTMP_PORT: String(rtmpPort), MEDIA_DEMO_STREAMS: '0' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const up = await eventually(
    () =>
      fetch(`${url}/health/live`).then(
        (response) => response.status,
        () => 0,
      ),
    (status) => status === 200,
    60_000,
  );
  if (up !== 200) throw new Error('the second media replica did not start');
  return {
    url,
    rtmpPort,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

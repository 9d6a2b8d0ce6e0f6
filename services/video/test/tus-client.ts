import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Stack } from '../../../test/support/stack';

/** A real mp4 made by ffmpeg: a test picture with sound, `seconds` long. */
export function testMp4(seconds: number, size = '640x360'): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), 'arena-mp4-'));
  try {
    const file = path.join(folder, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=duration=${seconds}`, '-pix_fmt', 'yuv420p', '-c:v', 'libx264'],
      ...['-preset', 'veryfast', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads a file whole as a tus client does (create, then one PATCH); answers the upload's id. */
export async function tusUpload(stack: Stack, token: string, bytes: Buffer, name = 'clip.mp4'): Promise<string> {
  const created = await stack.api
    .post('/api/video/uploads')
    .set('token', token)
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Length', String(bytes.length))
    .set('Upload-Metadata', `filename ${b64(name)},filetype ${b64('video/mp4')}`);
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${created.text}`);
  const url: string = created.headers.location;
  const sent = await stack.api
    .patch(url)
    .set('token', token)
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Offset', '0')
    .set('Content-Type', 'application/offset+octet-stream')
    .send(bytes);
  if (sent.status !== 204) throw new Error(`tus patch answered ${sent.status}: ${sent.text}`);
  return url.split('/').pop()!;
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIP_FORMAT, clipFileName, DemoClips } from './demo-clips';

const probe = (file: string, stream: 'v' | 'a', entries: string) =>
  spawnSync('ffprobe', ['-v', 'error', '-select_streams', stream, '-show_entries', entries, '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  })
    .stdout.trim()
    .split('\n');

/** Real ffmpeg: a sport's clip is rendered once, kept, and loops with stream copy without a jump. */
describe('the demo clips', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'arena-demo-clips-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders H.264 + AAC in whole GOPs once, keeps it, and renders again only for a missing file or a new recipe', async () => {
    const clips = new DemoClips(dir, 'ffmpeg');
    // An older render of the sport (another recipe) is replaced.
    writeFileSync(path.join(dir, 'tennis-000000000000.flv'), 'old');
    const file = await clips.clip('tennis');
    expect(path.basename(file)).toBe(clipFileName('tennis'));
    expect(await readdir(dir)).toEqual([clipFileName('tennis')]);
    expect(probe(file, 'v', 'stream=codec_name,width,height')).toEqual([
      `h264,${CLIP_FORMAT.width},${CLIP_FORMAT.height}`,
    ]);
    expect(probe(file, 'a', 'stream=codec_name')).toEqual(['aac']);
    const keyframes = probe(file, 'v', 'packet=pts_time,flags')
      .filter((line) => line.includes('K'))
      .map((line) => Number(line.split(',')[0]));
    const gop = CLIP_FORMAT.gopFrames / CLIP_FORMAT.fps;
    expect(keyframes.map((time) => time - keyframes[0])).toEqual(
      Array.from({ length: CLIP_FORMAT.seconds / gop }, (_, i) => expect.closeTo(i * gop, 2)),
    );

    const rendered = statSync(file).mtimeMs;
    expect(await new DemoClips(dir, 'ffmpeg').clip('tennis')).toBe(file);
    expect(statSync(file).mtimeMs).toBe(rendered);
  });

  it('loops with -stream_loop -1 -c copy: frames and sound keep their pace across the joins', async () => {
    const clip = await new DemoClips(dir, 'ffmpeg').clip('football');
    const looped = path.join(dir, 'looped.flv');
    const seconds = CLIP_FORMAT.seconds * 2.5;
    const run = spawnSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-stream_loop',
        '-1',
        '-i',
        clip,
        '-c',
        'copy',
        '-t',
        String(seconds),
        '-f',
        'flv',
        looped,
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const frameTimes = probe(looped, 'v', 'packet=pts_time').map(Number);
    expect(frameTimes.length).toBeGreaterThanOrEqual(seconds * CLIP_FORMAT.fps - 1);
    const steps = frameTimes.slice(1).map((time, i) => time - frameTimes[i]);
    // FLV keeps milliseconds: every step is one frame, the joins included.
    expect(Math.max(...steps)).toBeLessThanOrEqual(1 / CLIP_FORMAT.fps + 0.002);
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(1 / CLIP_FORMAT.fps - 0.002);
    const soundTimes = probe(looped, 'a', 'packet=pts_time').map(Number);
    expect(soundTimes[soundTimes.length - 1]).toBeGreaterThan(seconds - 0.5);
    expect(soundTimes.slice(1).every((time, i) => time > soundTimes[i])).toBe(true);
  });
});

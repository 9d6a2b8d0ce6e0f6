import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LiveMessage, VideoTranscodePush } from '@arena/protocol';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect, recordLive } from '../../realtime/test/socket-clients';
import { TranscodingWorker } from '../src/transcoding/transcoding.worker';
import { videoConfig } from '../src/video.config';

/** Tiny sources made by ffmpeg: a 720p mp4 with sound, a 240p WebM without, and files that are not videos. */
function makeSources(folder: string) {
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  const mp4 = path.join(folder, 'clip720.mp4');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=2', '-f', 'lavfi', '-i', 'sine=duration=2'],
    ...['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac', '-shortest'],
    ...['-movflags', '+faststart', mp4],
  );
  const webm = path.join(folder, 'clip240.webm');
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=2'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '200k', webm],
  );
  const whole = readFileSync(mp4);
  return {
    mp4: whole,
    webm: readFileSync(webm),
    text: Buffer.from('Not a video, only named like one.\n'.repeat(20)),
    // Its index (at the start) announces 2 s; the media stops a third of the way.
    truncated: whole.subarray(0, Math.floor(whole.length / 3)),
  };
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('video: uploads, transcoding and deleting', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'video'));
  const { stack } = harness;
  const uploadsDir = videoConfig().uploadsDir;
  const videoDir = videoConfig().videoDir;
  let folder: string;
  let sources: ReturnType<typeof makeSources>;
  let owner: TestUser;
  let stranger: TestUser;
  let categoryId: number;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'arena-uploads-'));
    sources = makeSources(folder);
    [owner, stranger] = await Promise.all([registerUser(stack), registerUser(stack)]);
    categoryId = (await harness.stores.prisma.videoCategory.findFirstOrThrow()).id;
  }, 60_000);
  afterAll(() => {
    closeAllClients();
    rmSync(folder, { recursive: true, force: true });
  });

  const tus = (method: 'post' | 'patch' | 'head' | 'delete', url: string, token: string | undefined, lang = 'en') => {
    const request = stack.api[method](url).set('lang', lang).set('Tus-Resumable', '1.0.0');
    return token ? request.set('token', token) : request;
  };
  const create = (token: string | undefined, length: number, lang = 'en') =>
    tus('post', '/api/video/uploads', token, lang)
      .set('Upload-Length', String(length))
      .set('Upload-Metadata', `filename ${b64('clip.mp4')},filetype ${b64('video/mp4')}`);
  const patch = (url: string, token: string, offset: number, bytes: Buffer, lang = 'en') =>
    tus('patch', url, token, lang)
      .set('Upload-Offset', String(offset))
      .set('Content-Type', 'application/offset+octet-stream')
      .send(bytes);
  /** Uploads in two parts, asking the server where it stands in between (a resumed upload). */
  async function upload(token: string, bytes: Buffer, lang = 'en') {
    const created = await create(token, bytes.length, lang);
    expect(created.status).toBe(201);
    const url: string = created.headers.location;
    expect(url).toMatch(/^\/api\/video\/uploads\/[\w-]+$/);
    const half = Math.floor(bytes.length / 2);
    expect((await patch(url, token, 0, bytes.subarray(0, half), lang)).status).toBe(204);
    const head = await tus('head', url, token, lang);
    expect(head.headers['upload-offset']).toBe(String(half));
    const last = await patch(url, token, half, bytes.subarray(half), lang);
    return { url, id: url.split('/').pop()!, last };
  }
  const post = (url: string, body: object, token?: string, lang = 'en') => {
    const request = stack.api.post(url).set('lang', lang).send(body);
    return token ? request.set('token', token) : request;
  };
  const uploadsLeft = () => readdirSync(uploadsDir, { withFileTypes: true }).filter((entry) => entry.isFile());

  it('uploads a 720p mp4, makes its HLS ladder, poster and storyboard, pushes its end to the uploader, lists it once ready, and deletes its files', async () => {
    const page = await connect(stack.url('realtime'), '/live');
    await ack(page, 'register', { client: 'web', userId: owner.id, userSig: owner.userSig });
    const pushes = recordLive(page);

    const { id: uploadId, last } = await upload(owner.token, sources.mp4);
    expect(last.status).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(sources.mp4.length));

    // Only the uploader may post it.
    const theirs = await post(
      '/api/Video_user/insert',
      { title: 'Mine', classification_id: categoryId, upload_id: uploadId },
      stranger.token,
    );
    expect(theirs.body).toMatchObject({ code: 1, msg: expect.stringMatching(/does not exist or has expired/) });

    const inserted = await post(
      '/api/Video_user/insert',
      { title: '<b>Derby</b> highlights', classification_id: categoryId, upload_id: uploadId },
      owner.token,
    );
    expect(inserted.body).toMatchObject({ code: 0, data: { id: expect.any(Number), status: 'transcoding' } });
    const videoId: number = inserted.body.data.id;
    // The same upload posted again is the same video.
    const again = await post(
      '/api/Video_user/insert',
      { title: 'x', classification_id: categoryId, upload_id: uploadId },
      owner.token,
    );
    expect(again.body.data.id).toBe(videoId);

    // Not listed while it transcodes; its uploader reads how it goes.
    const listed = async () =>
      (
        (await post('/api/Video/getList', { classification_id: categoryId, limit: 50 })).body.data.list as {
          id: number;
        }[]
      ).some((video) => video.id === videoId);
    const info = (token?: string) => post('/api/Video/getVideoInfo', { id: videoId }, token);
    expect((await info(stranger.token)).body.code).toBe(1);
    const ready = await eventually(
      async () => (await info(owner.token)).body.data,
      (video) => video.status !== 'transcoding',
      60_000,
    );
    expect(ready).toMatchObject({
      status: 'ready',
      progress: 100,
      title: '<b>Derby</b> highlights',
      source: 'clip',
      uid: owner.id,
      duration_seconds: 2,
      failure_reason: '',
    });
    const pushed = (status: VideoTranscodePush['status']) =>
      pushes.some(
        (m: LiveMessage) =>
          m.code === 200 && m.type === 'videoTranscode' && m.data.video_id === videoId && m.data.status === status,
      );
    expect(await eventually(async () => pushed('ready'), Boolean)).toBe(true);
    expect(await listed()).toBe(true);
    expect((await info(stranger.token)).body.code).toBe(0);

    // Two renditions in the master playlist, each playable; a poster; a storyboard describing its sprite.
    const master = (await stack.api.get(ready.url).buffer(true)).text;
    expect(master).toMatch(/RESOLUTION=640x360/);
    expect(master).toMatch(/RESOLUTION=1280x720/);
    for (const rendition of ['360p.m3u8', '720p.m3u8']) {
      expect(master).toContain(rendition);
      const playlist = (await stack.api.get(ready.url.replace('master.m3u8', rendition)).buffer(true)).text;
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segment = await stack.api.get(ready.url.replace('master.m3u8', /\S+\.ts/.exec(playlist)![0]));
      expect(segment.status).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
    }
    expect((await stack.api.get(ready.poster)).headers['content-type']).toBe('image/jpeg');
    const vtt = (await stack.api.get(ready.storyboard).buffer(true)).text;
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.000\nstoryboard\.jpg#xywh=0,0,160,90/);
    expect((await stack.api.get(ready.storyboard.replace('.vtt', '.jpg'))).status).toBe(200);
    // The source upload is gone once used.
    expect(uploadsLeft().filter((file) => file.name.startsWith(uploadId))).toEqual([]);

    // Only its author deletes it; then its files are gone.
    const refused = await post('/api/Video_user/delete', { id: videoId }, stranger.token);
    expect(refused.body).toMatchObject({ code: 1, msg: 'You can only delete your own videos' });
    expect((await post('/api/Video_user/delete', { id: videoId }, owner.token)).body.code).toBe(0);
    expect(readdirSync(videoDir)).not.toContain(`v${videoId}`);
    expect((await stack.api.get(ready.url)).status).toBe(404);
    // The edge may repeat the list it kept for a few seconds (s-maxage=2, stale-while-revalidate=2).
    expect(await eventually(listed, (shown) => !shown)).toBe(false);
  }, 120_000);

  it('makes one rendition at the height of a WebM smaller than 360p, without sound', async () => {
    const { id: uploadId, last } = await upload(owner.token, sources.webm);
    expect(last.status).toBe(204);
    const inserted = await post(
      '/api/Video_user/insert',
      { title: 'Small', classification_id: categoryId, upload_id: uploadId },
      owner.token,
    );
    const videoId: number = inserted.body.data.id;
    const ready = await eventually(
      async () => (await post('/api/Video/getVideoInfo', { id: videoId }, owner.token)).body.data,
      (video) => video.status !== 'transcoding',
      60_000,
    );
    expect(ready.status).toBe('ready');
    const master = (await stack.api.get(ready.url).buffer(true)).text;
    expect(master).toMatch(/RESOLUTION=320x240/);
    expect(master).not.toContain('720p');
    // Its author's own list shows it; the same list asked by anyone else too, once ready.
    const posted = await stack.api.get(`/api/Video/userPostList?uid=${owner.id}`).set('token', owner.token);
    expect(posted.body.data.list.map((video: { id: number }) => video.id)).toContain(videoId);
  }, 120_000);

  it('refuses what is not an mp4/mov/webm video, is cut short or too large, in the caller language, keeping no file', async () => {
    const before = uploadsLeft().length;
    const text = await upload(owner.token, sources.text, 'zh');
    expect(text.last.status).toBe(422);
    expect(JSON.parse(text.last.text)).toEqual({ code: 1, msg: '只能上传 MP4、MOV 或 WebM 视频', data: null });

    const cut = await upload(owner.token, sources.truncated, 'vi');
    expect(cut.last.status).toBe(422);
    expect(JSON.parse(cut.last.text).msg).toBe('Tệp video không đầy đủ hoặc bị hỏng');
    // Refused uploads are deleted at once: posting one finds nothing.
    const posted = await post(
      '/api/Video_user/insert',
      { title: 'Cut', classification_id: categoryId, upload_id: cut.id },
      owner.token,
    );
    expect(posted.body).toMatchObject({ code: 1, msg: expect.stringMatching(/does not exist or has expired/) });

    // 60 MB is refused before a byte is sent.
    const large = await create(owner.token, 60 * 1024 * 1024);
    expect(large.status).toBe(413);
    expect(JSON.parse(large.text)).toEqual({ code: 1, msg: 'The video must be under 50 MB', data: null });
    expect(uploadsLeft().length).toBe(before);

    // An upload not finished is not posted.
    const started = await create(owner.token, sources.mp4.length);
    const partId = (started.headers.location as string).split('/').pop();
    await patch(started.headers.location, owner.token, 0, sources.mp4.subarray(0, 1000));
    const early = await post(
      '/api/Video_user/insert',
      { title: 'Early', classification_id: categoryId, upload_id: partId },
      owner.token,
    );
    expect(early.body).toMatchObject({ code: 1, msg: 'The video has not finished uploading' });
    // Another user can neither resume nor inspect it; its uploader abandons it and nothing stays.
    expect((await patch(started.headers.location, stranger.token, 1000, sources.mp4.subarray(1000))).status).toBe(404);
    expect((await tus('delete', started.headers.location, owner.token)).status).toBe(204);
    expect(uploadsLeft().length).toBe(before);
  }, 60_000);

  it('fails a video for good after its last retry, telling its uploader why in their language', async () => {
    const page = await connect(stack.url('realtime'), '/live');
    await ack(page, 'register', { client: 'web', userId: owner.id, userSig: owner.userSig });
    const pushes = recordLive(page);
    // A video whose source vanished (a disk lost, say): every run fails.
    const video = await harness.stores.prisma.video.create({
      data: {
        userId: owner.id,
        nickname: 'owner',
        categoryId,
        kind: 'clip',
        title: 'Lost',
        url: '',
        durationSeconds: 2,
        status: 'transcoding',
        progress: 0,
        uploadId: 'vanished-upload',
        filesDir: 'v-vanished',
      },
    });
    await stack.app('video').get(TranscodingWorker).schedule(video.id);
    const failed = await eventually(
      async () => (await post('/api/Video/getVideoInfo', { id: video.id }, owner.token, 'vi')).body.data,
      (data) => data.status === 'failed',
      40_000, // three runs, 5 s then 10 s apart
    );
    expect(failed.failure_reason).toBe('Không thể chuyển mã video, vui lòng tải lên tệp khác');
    // The push follows the row's change (the files are removed between the two).
    const pushed = await eventually(
      async () =>
        pushes.some(
          (m: LiveMessage) =>
            m.code === 200 && m.type === 'videoTranscode' && m.data.video_id === video.id && m.data.status === 'failed',
        ),
      (seen) => seen,
    );
    expect(pushed).toBe(true);
    // Not listed, and nobody else sees it.
    expect((await post('/api/Video/getVideoInfo', { id: video.id }, stranger.token)).body.code).toBe(1);
  }, 60_000);

  it('takes uploads from logged-in users only, and checks what is posted', async () => {
    const anonymous = await create(undefined, 1000);
    expect(anonymous.body).toMatchObject({ code: 1, msg: expect.stringMatching(/log in/i) });
    // Not a tus client: refused in words, not in tus's plain text.
    const plain = await stack.api.post('/api/video/uploads').set('lang', 'en').set('token', owner.token).send({});
    expect(plain.status).toBe(412);
    expect(JSON.parse(plain.text)).toEqual({
      code: 1,
      msg: 'This address takes resumable (tus) uploads only',
      data: null,
    });
    const bad = await post(
      '/api/Video_user/insert',
      { title: '', classification_id: categoryId, upload_id: '../x' },
      owner.token,
    );
    expect(bad.body.code).toBe(1);
    const noCategory = await post(
      '/api/Video_user/insert',
      { title: 'x', classification_id: 999999, upload_id: 'abc' },
      owner.token,
    );
    expect(noCategory.body).toMatchObject({ code: 1, msg: 'This video category does not exist' });
    expect(
      (await post('/api/Video_user/insert', { title: 'x', classification_id: categoryId, upload_id: 'abc' })).body.code,
    ).toBe(1);
  });
});

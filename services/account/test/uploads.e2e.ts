import { Agent, request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { registerUser, TestUser } from '../../../test/support/accounts';
import * as picture from '../../../test/support/pictures';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const MB = 1024 * 1024;
const png = (bytes = 128) => picture.png({ bytes });
const jpg = (bytes = 512) => picture.jpg({ bytes });
const mp4 = (size = 64) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(size - 12, 2)]);

describe('uploads (Member/getQiniuToken, POST /api/upload, GET /uploads/...)', () => {
  const { stack } = useStack(accountStack);
  let user: TestUser;
  let uploadToken: string;
  beforeAll(async () => {
    user = await registerUser(stack);
    uploadToken = (await stack.api.post('/api/Member/getQiniuToken').set('token', user.token)).body.data.token;
  });

  const upload = (file: Buffer, name: string, kind?: string, token = uploadToken) => {
    let request = stack.api.post('/api/upload').set('lang', 'en').field('token', token);
    if (kind) request = request.field('kind', kind);
    return request.attach('file', file, name);
  };

  it.each([
    ['zh', '验证失败，请重新登录。'],
    ['en', 'Verification failed, please Login again.'],
    ['vi', 'Xác minh thất bại, vui lòng đăng nhập lại.'],
  ])('refuses an upload token to a visitor with the spec message (%s)', async (lang, msg) => {
    expect((await stack.api.post('/api/Member/getQiniuToken').set('lang', lang)).body).toEqual({
      code: 1,
      msg,
      data: null,
    });
  });

  it('hands a logged-in user an upload token for our own endpoint', async () => {
    const response = await stack.api.post('/api/Member/getQiniuToken').set('token', user.token);
    expect(response.body.data).toMatchObject({
      token: expect.any(String),
      upload_url: '/api/upload',
      domain: '/uploads',
      expires_in: 3600,
    });
  });

  it('stores an avatar image and serves it back at its /uploads URL; it can become the avatar', async () => {
    const file = png(2048);
    const response = await upload(file, 'me.png', 'avatar');
    expect(response.body).toMatchObject({
      code: 0,
      data: { url: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]+\.png$/), size: 2048, type: 'image/png' },
    });
    const served = await stack.api.get(response.body.data.url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Buffer.compare(served.body as Buffer, file)).toBe(0);
    const updated = await stack.api
      .post('/api/member/updateInfo')
      .set('token', user.token)
      .send({ avatar: response.body.data.url });
    expect(updated.body).toMatchObject({ code: 0, data: { avatar: response.body.data.url } });
    // A jpg named .png is stored as what it is.
    const named = await upload(jpg(), 'fake.png', 'cover');
    expect(named.body.data.url).toMatch(/\.jpg$/);
  });

  it('makes a WebP thumbnail of a picture, at most 480 px wide and never enlarged; refuses a damaged picture', async () => {
    const wide = (await upload(picture.png({ width: 1200, height: 300 }), 'wide.png', 'post')).body.data;
    expect(wide.thumbnail).toBe(`${wide.url}.w480.webp`);
    const thumb = await stack.api.get(wide.thumbnail).buffer(true);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 120 });
    const small = (await upload(jpg(), 'small.jpg', 'cover')).body.data;
    expect(await sharp((await stack.api.get(small.thumbnail).buffer(true)).body as Buffer).metadata()).toMatchObject({
      width: 8,
    });
    // A PDF has no thumbnail; a PNG cut short behind a valid header is refused, and nothing is kept.
    expect((await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf', 'file')).body.data.thumbnail).toBeUndefined();
    const cut = picture.png({ width: 64, height: 64 }).subarray(0, 60);
    expect((await upload(cut, 'cut.png', 'post')).body).toEqual({
      code: 1,
      msg: 'The picture is damaged or cannot be read; please choose another',
      data: null,
    });
  });

  it('makes the missing thumbnail of a picture stored before thumbnails were made, when first asked', async () => {
    const { LocalDiskStore } = await import('@arena/shared');
    const store = new LocalDiskStore(process.env.UPLOADS_DIR as string);
    const key = `2020/01/older-${Date.now()}.png`;
    await store.put(key, picture.png({ width: 900, height: 900 }));
    const thumb = await stack.api.get(`/uploads/${key}.w480.webp`).buffer(true);
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 480, height: 480 });
    expect(await store.exists(`${key}.w480.webp`)).toBe(true);
    expect((await stack.api.get('/uploads/2020/01/nothing.png.w480.webp')).status).toBe(404);
    expect((await stack.api.get('/uploads/avatars/1.svg.w480.webp')).status).toBe(404);
  });

  it('serves the seeded avatars and 404s files that do not exist', async () => {
    const avatar = await stack.api.get('/uploads/avatars/1.svg');
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
    const missing = await stack.api.get('/uploads/2020/01/nothing.png');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Not Found', data: null });
  });

  it('refuses a wrong type sniffed from the bytes, whatever the name says', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(html, 'x.png', 'avatar')).body).toEqual({
      code: 1,
      msg: 'This file type is not allowed; allowed: png/jpg',
      data: null,
    });
    expect((await upload(mp4(), 'clip.jpg', 'cover')).body.msg).toBe('This file type is not allowed; allowed: png/jpg');
    expect((await upload(png(), 'x.mp4', 'video')).body.msg).toBe('This file type is not allowed; allowed: mp4/webm');
    expect((await upload(png(), 'x.png', 'exe')).body.msg).toBe(
      'File kind must be one of: avatar, cover, post, image, video, file',
    );
    // Names of Object's own members are not kinds either (they answered 500).
    for (const kind of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect((await upload(png(), 'x.png', kind)).body).toEqual({
        code: 1,
        msg: 'File kind must be one of: avatar, cover, post, image, video, file',
        data: null,
      });
    expect((await upload(html, 'page.pdf', 'file')).body.msg).toBe(
      'This file type is not allowed; allowed: pdf/zip/png/jpg/gif/webp/mp4/webm',
    );
    expect((await upload(Buffer.alloc(0), 'empty.png', 'avatar')).body.msg).toBe('Please choose a file to upload');
  });

  it('answers the next request on a kept-alive connection after refusing an upload unread', async () => {
    // One connection for every request: a refusal that left the rest of its body unread made the
    // connection's next request wait for ever.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const boundary = 'arena-boundary';
    const multipart = (kind: string, file: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${uploadToken}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const send = (body: Buffer) =>
      new Promise<{ code: number; msg: string }>((resolve, reject) => {
        const req = httpRequest(
          `${stack.url('edge')}/api/upload`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': body.length,
              lang: 'en',
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve(JSON.parse(text) as { code: number; msg: string }));
          },
        );
        req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
        req.on('error', reject);
        req.end(body);
      });
    try {
      for (const kind of ['__proto__', 'constructor', 'exe'])
        expect(await send(multipart(kind, png(2 * MB)))).toEqual({
          code: 1,
          msg: 'File kind must be one of: avatar, cover, post, image, video, file',
          data: null,
        });
      expect(await send(multipart('avatar', png(2048)))).toMatchObject({ code: 0 });
    } finally {
      agent.destroy();
    }
  });

  it('keeps a file sent in a private message (pdf, zip) and serves it with its own type, never run', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(100, 32)]);
    const stored = (await upload(pdf, 'rules.pdf', 'file')).body;
    expect(stored).toMatchObject({
      code: 0,
      data: { type: 'application/pdf', url: expect.stringMatching(/^\/uploads\/.+\.pdf$/) },
    });
    const served = await stack.api.get(stored.data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0)]);
    expect((await upload(zip, 'photos.zip', 'file')).body).toMatchObject({
      code: 0,
      data: { type: 'application/zip' },
    });
  });

  it('refuses files over the limit of their kind: 5M for images, 50M for videos', async () => {
    expect((await upload(png(5 * MB + 1), 'big.png', 'avatar')).body).toEqual({
      code: 1,
      msg: 'The file must not exceed 5M',
      data: null,
    });
    expect((await upload(jpg(5 * MB + 1), 'big.jpg', 'cover')).body.msg).toBe('The file must not exceed 5M');
    expect((await upload(mp4(6 * MB), 'ok.mp4', 'video')).body).toMatchObject({ code: 0, data: { type: 'video/mp4' } });
    expect((await upload(mp4(50 * MB + 1), 'huge.mp4', 'video')).body).toEqual({
      code: 1,
      msg: 'The file must not exceed 50M',
      data: null,
    });
  }, 30_000);

  it('refuses uploads without a valid upload token or without a file', async () => {
    expect((await upload(png(), 'x.png', 'avatar', 'forged')).body).toEqual({
      code: 1,
      msg: 'Verification failed, please Login again.',
      data: null,
    });
    expect((await stack.api.post('/api/upload').set('lang', 'en').send({ token: uploadToken })).body).toEqual({
      code: 1,
      msg: 'Please choose a file to upload',
      data: null,
    });
  });
});

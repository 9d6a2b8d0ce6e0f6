import { streamKey } from '@arena/shared';
import { crc32, inflateSync } from 'node:zlib';
import { create } from 'qrcode';
import { login, registerUser, TestUser } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Reads a 1-bit greyscale PNG, checking every chunk's CRC: `dark(x, y)` is true for a black pixel. */
function readBilevelPng(bytes: Buffer): { width: number; dark: (x: number, y: number) => boolean } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  let offset = 8;
  let width = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      expect([data.readUInt32BE(4), data[8], data[9], data[12]]).toEqual([width, 1, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = Math.ceil(width / 8) + 1;
  expect(raw.length).toBe(stride * width);
  return { width, dark: (x, y) => (raw[y * stride + 1 + (x >> 3)] & (0x80 >> (x & 7))) === 0 };
}

describe('scan login (user/getLoginQrcode, /api/qr-logins/scan|confirm|status)', () => {
  const harness = useStack(accountStack);
  let phone: TestUser;
  beforeAll(async () => {
    phone = await registerUser(harness.stack);
  });
  type Qr = { code: string; secret: string; img: string; expires_in: number };
  const newCode = async () => (await harness.stack.api.post('/api/user/getLoginQrcode')).body.data as Qr;
  const status = (qr: { code: unknown; secret?: unknown }) =>
    harness.stack.api.get('/api/qr-logins/status').set('lang', 'en').query(qr);
  const step = (what: 'scan' | 'confirm', code: string, token = phone.token) =>
    harness.stack.api.post(`/api/qr-logins/${what}`).set('token', token).set('lang', 'en').send({ code });
  const eventsOf = async (type: string, code: string) =>
    (await harness.stores.redis.xrange(streamKey(type), '-', '+'))
      .map(([, fields]) => JSON.parse(fields[1]) as { code: string; userId: number; token?: string })
      .filter((e) => e.code === code);

  it("hands out a code with a real PNG QR image of the site's confirm page", async () => {
    const previous = process.env.PUBLIC_BASE_URL;
    process.env.PUBLIC_BASE_URL = 'https://arena.example/';
    const qr = await newCode().finally(() =>
      previous === undefined ? delete process.env.PUBLIC_BASE_URL : (process.env.PUBLIC_BASE_URL = previous),
    );
    expect(qr.code).toMatch(/^[0-9a-f]{32}$/);
    expect(qr.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(qr.expires_in).toBe(180);
    const [prefix, base64] = qr.img.split(',');
    expect(prefix).toBe('data:image/png;base64');
    // Decoded, the image shows exactly the QR matrix of the site's confirm page for the code, module by module.
    const image = readBilevelPng(Buffer.from(base64, 'base64'));
    const { modules } = create(`https://arena.example/qr-confirm?code=${qr.code}`, { errorCorrectionLevel: 'M' });
    const scale = image.width / (modules.size + 4);
    expect(Number.isInteger(scale)).toBe(true);
    const centre = (module: number) => (module + 2) * scale + Math.floor(scale / 2);
    const mismatches = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (image.dark(centre(col), centre(row)) !== Boolean(modules.get(row, col))) mismatches.push([row, col]);
    expect(mismatches).toEqual([]);
    expect(image.dark(0, 0)).toBe(false);
    expect((await status(qr)).body).toEqual({ code: 0, msg: '', data: { status: 'waiting' } });
    // The secret is not kept readable: Redis holds its hash only.
    expect(await harness.stores.redis.get(`qr-login:${qr.code}`)).not.toContain(qr.secret);
  });

  it('logs the page in once the phone scanned and confirmed, delivering the token once, to the holder of the secret only', async () => {
    const qr = await newCode();
    const { code } = qr;
    expect((await step('confirm', code)).body).toEqual({
      code: 1,
      msg: 'This QR code has expired, please refresh it',
      data: null,
    });
    expect((await step('scan', code)).body.code).toBe(0);
    expect((await status(qr)).body.data).toEqual({ status: 'scanned' });
    const intruder = await registerUser(harness.stack);
    expect((await step('scan', code, intruder.token)).body.code).toBe(1);
    expect((await step('confirm', code, intruder.token)).body.code).toBe(1);
    expect((await step('confirm', code)).body).toEqual({ code: 0, msg: 'Login confirmed', data: null });
    // Someone who saw the code over the shoulder (or in a log) learns nothing without the secret.
    for (const secret of [undefined, (await newCode()).secret, '0'.repeat(32)])
      expect((await status({ code, secret })).body.code).toBe(1);
    const delivered = await status(qr);
    expect(delivered.body.data).toEqual({ status: 'confirmed', token: expect.any(String) });
    const page = await harness.stack.api.get('/api/Member/info').set('token', delivered.body.data.token);
    expect(page.body).toMatchObject({ code: 0, data: { id: phone.id } });
    expect((await status(qr)).body.data).toEqual({ status: 'confirmed' });
    expect((await step('confirm', code)).body.code).toBe(1);
    expect(await eventsOf('login.qr.scanned', code)).toEqual([{ code, userId: phone.id }]);
    // The event stream says that it happened, never with the token.
    expect(await eventsOf('login.qr.confirmed', code)).toEqual([{ code, userId: phone.id }]);
  });

  it('opens exactly one session when the phone confirms twice at once', async () => {
    const { code } = await newCode();
    const me = await registerUser(harness.stack);
    const app = await login(harness.stack, me.mobile, me.password);
    await step('scan', code, app);
    const answers = await Promise.all([
      step('confirm', code, app),
      step('confirm', code, app),
      step('confirm', code, app),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1, 1]);
    expect(await harness.stores.prisma.session.count({ where: { userId: me.id } })).toBe(3);
  });

  it('lets only one of two phones scanning at once claim the code', async () => {
    const { code } = await newCode();
    const other = await registerUser(harness.stack);
    const answers = await Promise.all([step('scan', code), step('scan', code, other.token)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
    const winner = answers[0].body.code === 0 ? phone : other;
    const loser = winner === phone ? other : phone;
    expect((await step('confirm', code, loser.token)).body.code).toBe(1);
    expect((await step('confirm', code, winner.token)).body.code).toBe(0);
    expect(await eventsOf('login.qr.scanned', code)).toEqual([{ code, userId: winner.id }]);
  });

  it('refuses unknown, malformed and anonymous steps', async () => {
    expect((await status({ code: 'f'.repeat(32), secret: 'f'.repeat(32) })).body).toEqual({
      code: 1,
      msg: 'This QR code has expired, please refresh it',
      data: null,
    });
    for (const bad of ['xyz', '<script>', "' OR 1=1", 'f'.repeat(5000)])
      expect((await status({ code: bad, secret: bad })).body.code).toBe(1);
    expect((await harness.stack.api.get('/api/qr-logins/status').set('lang', 'en')).body).toEqual({
      code: 1,
      msg: 'Verification code is required',
      data: null,
    });
    const { code } = await newCode();
    expect((await harness.stack.api.post('/api/qr-logins/scan').set('lang', 'en').send({ code })).body).toEqual({
      code: 1,
      msg: 'Please log in first',
      data: null,
    });
  });
});

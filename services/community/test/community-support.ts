import { TestUser } from '../../../test/support/accounts';
import { Stack } from '../../../test/support/stack';

/** Enough of a PNG, a JPEG and a PDF for the upload endpoint, which reads the type from the first bytes. */
export const PNG = (bytes = 2048) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes)]);
export const JPG = (bytes = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes)]);
export const PDF = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Uploads a file as the site does (an upload token, then multipart); the envelope as answered. */
export async function upload(stack: Stack, user: TestUser, content: Buffer, name: string, kind = 'post') {
  const token = (await stack.api.post('/api/Member/getQiniuToken').set('token', user.token)).body.data.token as string;
  const response = await stack.api
    .post('/api/upload')
    .set('lang', 'en')
    .field('token', token)
    .field('kind', kind)
    .attach('file', content, name);
  return response.body as { code: number; msg: string; data: { url: string } | null };
}

export async function uploaded(
  stack: Stack,
  user: TestUser,
  content: Buffer,
  name: string,
  kind = 'post',
): Promise<string> {
  const body = await upload(stack, user, content, name, kind);
  if (body.code !== 0 || !body.data) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.url;
}

import { TestUser } from '../../../test/support/accounts';
import { jpg, png } from '../../../test/support/pictures';
import { Stack } from '../../../test/support/stack';

/** A PNG and a JPEG of `bytes` (real pictures: the upload endpoint decodes them), and a PDF. */
export const PNG = (bytes = 2048) => png({ bytes });
export const JPG = (bytes = 2048) => jpg({ bytes });
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

/** The news list of a category (Portal_post/getList2), first 50, in a language. */
export async function listedNews(stack: Stack, category: string, lang = 'en') {
  const answer = await stack.api.post('/api/Portal_post/getList2').set('lang', lang).send({ category, limit: 50 });
  return answer.body.data.list as { id: number; title: string; match_id: number | null; summary: string }[];
}

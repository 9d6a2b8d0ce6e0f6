import { ErrorCode } from '@arena/protocol';
import { randomUUID } from 'node:crypto';
import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { AppError, Ctx, Endpoint, FILE_CONTENT, FileStore, loadConfig, RequestContext } from '@arena/shared';
import { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UploadTokens } from './upload-tokens';
import { CONTENT_TYPES, formatBytes, sniffType, UPLOAD_KINDS, UploadKind } from './upload-kinds';
import { hasThumbnail, makeThumbnail, originalOf, readAll, THUMBNAIL_SUFFIX } from './thumbnails';

@Controller()
export class UploadsController {
  constructor(
    private readonly tokens: UploadTokens,
    private readonly storage: FileStore,
  ) {}

  @Endpoint({
    summary: 'An upload token for our own upload endpoint (Member/getQiniuToken)',
    output: z.object({ token: z.string(), upload_url: z.string(), expires_in: z.number(), domain: z.string() }),
  })
  @Post('uploads/token')
  async token(@Ctx() ctx: RequestContext) {
    // The spec's message for a failed token fetch, rather than the generic login prompt.
    if (!ctx.user) throw AppError.fail('account.upload_token_failed');
    const token = await this.tokens.issue(ctx.user.id);
    return {
      token,
      upload_url: '/api/upload',
      expires_in: this.tokens.ttlSeconds,
      domain: loadConfig().uploadsPublicPath,
    };
  }

  @Endpoint({
    summary: 'Upload a file (multipart: token, kind avatar|cover|image|video|file, then file) (POST /api/upload)',
    output: z.object({
      url: z.string(),
      size: z.number().int(),
      type: z.string().describe('Media type'),
      thumbnail: z.string().optional().describe('A png/jpg/webp picture: its WebP thumbnail, at most 480 px wide'),
    }),
  })
  @ApiConsumes('multipart/form-data')
  @Post('uploads')
  async upload(@Req() request: FastifyRequest) {
    if (!request.isMultipart()) throw AppError.fail('account.upload_missing');
    const part = await request.file();
    if (!part) throw AppError.fail('account.upload_missing');
    const field = (name: string) => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
    };
    const token = field('token');
    const userId = token ? await this.tokens.userOf(token) : null;
    if (!userId) throw AppError.fail('account.upload_token_failed');
    const kind = (field('kind') ?? 'image') as UploadKind;
    // Own keys only: `__proto__`, `constructor` or `toString` must not find Object's members.
    const rule = Object.hasOwn(UPLOAD_KINDS, kind) ? UPLOAD_KINDS[kind] : undefined;
    if (!rule)
      throw AppError.fail('validation.one_of', { field: 'kind', options: Object.keys(UPLOAD_KINDS).join(', ') });
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch {
      throw AppError.fail('account.upload_size', { max: formatBytes(rule.maxBytes) });
    }
    if (content.length === 0) throw AppError.fail('account.upload_missing');
    if (content.length > rule.maxBytes) throw AppError.fail('account.upload_size', { max: formatBytes(rule.maxBytes) });
    const type = sniffType(content.subarray(0, 16));
    if (!type || !(rule.types as readonly string[]).includes(type))
      throw AppError.fail('account.upload_type', { types: rule.types.join('/') });
    // Made before anything is kept: a picture that cannot be decoded whole is refused, not stored.
    const thumbnail = hasThumbnail(type)
      ? await makeThumbnail(content).catch(() => {
          throw AppError.fail('account.upload_unreadable');
        })
      : undefined;
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${type}`;
    await this.storage.put(key, content);
    if (thumbnail) await this.storage.put(key + THUMBNAIL_SUFFIX, thumbnail);
    const url = `${loadConfig().uploadsPublicPath}/${key}`;
    return {
      url,
      size: content.length,
      type: CONTENT_TYPES[type],
      ...(thumbnail && { thumbnail: url + THUMBNAIL_SUFFIX }),
    };
  }

  @Endpoint({ summary: 'An uploaded file (GET /uploads/...)', output: FILE_CONTENT })
  @Get('files/*')
  async file(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const key = decodeURIComponent((request.params as Record<string, string>)['*'] ?? '');
    const file = /^[\w\-/.]+$/.test(key) ? await this.thumbnailed(key) : undefined;
    if (!file) throw new AppError('common.not_found', {}, ErrorCode.NOT_FOUND, 404);
    const extension = key.split('.').pop() ?? '';
    await reply
      .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // Opened directly, a file is shown, never run (the seeded avatars are SVG).
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(file.stream);
  }

  /** The file; a missing thumbnail of a stored picture (uploaded before thumbnails were made) is made now, once. */
  private async thumbnailed(key: string) {
    const file = await this.storage.get(key);
    const original = file ? undefined : originalOf(key);
    if (!original) return file;
    const picture = await this.storage.get(original);
    if (!picture) return undefined;
    const thumbnail = await makeThumbnail(await readAll(picture.stream)).catch(() => undefined);
    if (!thumbnail) return undefined;
    await this.storage.put(key, thumbnail);
    return this.storage.get(key);
  }
}

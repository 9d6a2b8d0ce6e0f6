import { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import { AppError, RequestContext, translate } from '@arena/shared';
import { videoConfig } from '../video.config';
import { probeUpload, ProbedVideo, RefusedUpload } from './probe-upload';

/** Where the site sends uploads (the edge's prefix route to this service's `/uploads`). */
export const UPLOADS_PUBLIC_PATH = '/api/video/uploads';

/** A tus failure as our hooks and the server raise it. */
type TusFailure = { status_code: number; body: string };

/** A finished upload a video may be made from. */
export interface FinishedUpload {
  id: string;
  path: string;
  /** The file's size in bytes. */
  bytes: number;
  probe: ProbedVideo;
}

/** The tus errors the uploader may meet, as messages in their language; anything else is "the upload failed". */
const TUS_MESSAGES: Record<number, string> = {
  404: 'video.upload_not_found',
  410: 'video.upload_not_found',
  409: 'video.upload_conflict',
};

/**
 * Resumable uploads (the tus protocol) of videos: files under VIDEO_UPLOADS_DIR, each owned by the
 * user who created it (kept in its metadata), at most VIDEO_MAX_UPLOAD_BYTES, and read with ffprobe
 * once complete: one that is not an mp4/mov/webm video, or is cut short, is refused and deleted at once.
 * Every refusal is the envelope `{code: 1, msg}` in the uploader's language (tus-js-client shows the
 * body of a failed answer).
 */
@Injectable()
export class VideoUploads {
  private readonly logger = new Logger('Uploads');
  private readonly config = videoConfig();
  private readonly store = new FileStore({
    directory: this.config.uploadsDir,
    expirationPeriodInMilliseconds: this.config.uploadExpiryMinutes * 60_000,
  });
  /** Who sent a request being handled (the edge's verified header, read by the controller's guard). */
  private readonly callers = new WeakMap<object, RequestContext>();
  private readonly server = new Server({
    path: UPLOADS_PUBLIC_PATH,
    datastore: this.store,
    maxSize: this.config.maxUploadBytes,
    relativeLocation: true,
    // Same origin as the site: no cross-origin uploads.
    allowedOrigins: [],
    onUploadCreate: async (request, upload) => {
      const caller = this.callerOf(request);
      const uid = String(caller.user!.id);
      // `uid` and `probe` are written by this service only: a client's own are dropped.
      const { probe: _probe, ...sent } = upload.metadata ?? {};
      return { metadata: { ...sent, uid } };
    },
    onUploadFinish: async (request, upload) => {
      await this.check(upload, this.callerOf(request));
      return {};
    },
    onResponseError: (request, error) => this.asEnvelope(error, this.callerOf(request).lang),
  });

  /** Hands a tus request (POST, HEAD, PATCH, DELETE) of a logged-in caller to the tus server. */
  async handle(request: IncomingMessage, response: ServerResponse, caller: RequestContext): Promise<void> {
    this.callers.set(request, caller);
    // Anything but a tus client (tus would answer in plain English text).
    if (!request.headers['tus-resumable']) return this.refuse(request, response, 412, 'video.upload_not_tus', caller);
    const length = Number(request.headers['upload-length']);
    // Refused before anything is stored, with the limit in the caller's words (tus would say it in English).
    if (request.method === 'POST' && length > this.config.maxUploadBytes)
      return this.refuse(request, response, 413, 'video.upload_too_large', caller, { max: this.maxText() });
    const id = /\/([^/]+)$/.exec(request.url ?? '')?.[1];
    if (id && request.method !== 'POST') {
      const upload = await this.find(id);
      // Another user's upload is as good as none.
      if (!upload || upload.metadata?.uid !== String(caller.user?.id))
        return this.refuse(request, response, 404, 'video.upload_not_found', caller);
    }
    await this.server.handle(request, response);
  }

  /**
   * The caller's finished upload with what its bytes were found to be when it finished: refuses one
   * that is someone else's, gone, unfinished or not a video.
   */
  async finished(id: string, userId: number): Promise<FinishedUpload> {
    const upload = /^[\w-]{1,64}$/.test(id) ? await this.find(id) : undefined;
    if (!upload || upload.metadata?.uid !== String(userId)) throw AppError.fail('video.upload_not_found');
    if (upload.size === undefined || upload.offset !== upload.size) throw AppError.fail('video.upload_unfinished');
    try {
      return { id, path: this.pathOf(id), bytes: upload.size, probe: await this.probeOf(upload) };
    } catch (error) {
      if (error instanceof RefusedUpload) throw AppError.fail(error.messageKey);
      throw error;
    }
  }

  /**
   * What a finished upload is, as ffprobe read it when its last byte came (tus takes no byte after
   * that, so the file is what was read): the transcoding job and the insert read it instead of a
   * probe each (0.2 s of a 60 s 720p file). An upload finished before the probe was kept is read again.
   */
  async probe(id: string): Promise<ProbedVideo> {
    const upload = await this.find(id);
    if (!upload) throw new Error(`upload ${id} is gone`);
    return this.probeOf(upload);
  }

  private async probeOf(upload: Upload): Promise<ProbedVideo> {
    let kept: unknown;
    try {
      kept = JSON.parse(upload.metadata?.probe ?? 'null');
    } catch {
      kept = null; // a description written by hand: read the file again
    }
    const parsed = ProbedVideo.safeParse(kept);
    return parsed.success ? parsed.data : probeUpload(this.config.ffprobePath, this.pathOf(upload.id));
  }

  /** The file of an upload (for ffmpeg). */
  pathOf(id: string): string {
    return `${this.store.directory}/${id}`;
  }

  /** Deletes an upload's file and its description (nothing there is fine). */
  async remove(id: string): Promise<void> {
    await this.store.remove(id).catch(() => undefined);
  }

  /** Deletes uploads past their expiry (abandoned halfway, or finished and never made a video). */
  async removeExpired(): Promise<number> {
    return this.store.deleteExpired();
  }

  maxText(): string {
    return `${Math.round(this.config.maxUploadBytes / 1024 / 1024)} MB`;
  }

  private async find(id: string): Promise<Upload | undefined> {
    return this.store.getUpload(id).catch(() => undefined);
  }

  /**
   * A complete upload must be a video we take: otherwise it is deleted and the last PATCH answers
   * why. What it is stays in its description, for the insert and the job.
   */
  private async check(upload: Upload, caller: RequestContext): Promise<void> {
    try {
      const probe = await probeUpload(this.config.ffprobePath, this.pathOf(upload.id));
      upload.metadata = { ...upload.metadata, probe: JSON.stringify(probe) };
      await this.store.configstore.set(upload.id, upload);
    } catch (error) {
      await this.remove(upload.id);
      if (!(error instanceof RefusedUpload)) {
        this.logger.error(`Upload ${upload.id} could not be probed: ${(error as Error).message}`);
        throw this.failure(500, 'video.upload_failed', caller);
      }
      throw this.failure(422, error.messageKey, caller);
    }
  }

  private callerOf(request: { runtime?: { node?: { req: object } } }): RequestContext {
    const raw = request.runtime?.node?.req;
    const caller = raw && this.callers.get(raw);
    if (!caller) throw new Error('a tus request reached the server without its caller');
    return caller;
  }

  private failure(
    status: number,
    key: string,
    caller: RequestContext,
    params: Record<string, unknown> = {},
  ): TusFailure {
    return {
      status_code: status,
      body: JSON.stringify({ code: 1, msg: translate(key, caller.lang, params), data: null }),
    };
  }

  /** tus's own errors (size, offset, gone) and ours become the envelope. */
  private asEnvelope(error: Error | TusFailure, lang: RequestContext['lang']): TusFailure {
    const failure = error as Partial<TusFailure>;
    if (failure.body?.startsWith('{')) return failure as TusFailure;
    const status = failure.status_code ?? 500;
    if (status >= 500) this.logger.error(`Upload failed: ${(error as Error).message ?? failure.body}`);
    const key =
      status === ERRORS.ERR_MAX_SIZE_EXCEEDED.status_code
        ? 'video.upload_too_large'
        : (TUS_MESSAGES[status] ?? 'video.upload_failed');
    return {
      status_code: status,
      body: JSON.stringify({ code: 1, msg: translate(key, lang, { max: this.maxText() }), data: null }),
    };
  }

  private refuse(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    key: string,
    caller: RequestContext,
    params: Record<string, unknown> = {},
  ): void {
    const body = this.failure(status, key, caller, params).body;
    response.writeHead(status, {
      // A refused PATCH's body is not read: the connection cannot carry another request after it.
      ...(request.method === 'PATCH' && { connection: 'close' }),
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'tus-resumable': '1.0.0',
    });
    response.end(body);
  }
}

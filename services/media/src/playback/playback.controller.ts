import { ErrorCode } from '@arena/protocol';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import {
  AppError,
  currentService,
  Endpoint,
  FILE_CONTENT,
  FileStore,
  INTERNAL_AUTH_HEADER,
  loadConfig,
  parseMediaPlaylist,
  signClaims,
  slidingWindowPlaylist,
  StoredFile,
} from '@arena/shared';
import { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import { Broadcasts } from '../ingest/broadcasts';
import { mediaConfig } from '../media.config';

const PLAYLIST = 'application/vnd.apple.mpegurl';
const SEGMENT = 'video/mp2t';
const SNAPSHOT = 'image/jpeg';
/** A viewer this far behind the live FLV stream is dropped rather than buffered for without end. */
const MAX_FLV_BACKLOG_BYTES = 8 * 1024 * 1024;
/** Marks a replica's request for a push's FLV to the replica holding it: answered from memory or not at all. */
const RELAYED = 'x-media-relay';

/** A live HLS playlist that lists no segment yet (RFC 8216: no EXT-X-ENDLIST, so players reload it). */
const waitingPlaylist = (segmentSeconds: number) =>
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${segmentSeconds}\n#EXT-X-MEDIA-SEQUENCE:0\n`;

const notFound = () => new AppError('common.not_found', {}, ErrorCode.NOT_FOUND, 404);

/**
 * What players fetch (through the edge, under /media on the site's origin): a room's sliding live
 * HLS playlist and its segments, a broadcast's recording, and the low-latency HTTP-FLV stream.
 * Playlists change: never cached; segments never change (their names are unique): cached for good.
 */
@Controller('media')
export class PlaybackController {
  constructor(
    private readonly broadcasts: Broadcasts,
    private readonly files: FileStore,
  ) {}

  @Endpoint({
    summary:
      "A live room's HLS playlist or segment (GET /media/live/<room>/index.m3u8), its rewind window (dvr.m3u8), or a recent frame of it (snapshot.jpg)",
    output: FILE_CONTENT,
  })
  @Get('live/:room/:file')
  async live(@Param('room') room: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    if (!/^\d{1,10}$/.test(room) || !/^(index\.m3u8|dvr\.m3u8|b\d+-\d+\.ts|snapshot\.jpg)$/.test(file))
      throw notFound();
    if (file === 'dvr.m3u8') return this.rewindWindow(Number(room), reply);
    const found = await this.files.get(`live/${Number(room)}/${file}`);
    if (found) return this.send(reply, file, found);
    // A room that has just gone on the air: a live playlist without segments yet, which players
    // load again until the first one is listed (a 404 would be an error in every viewer's console).
    if (file === 'index.m3u8' && (await this.broadcasts.hlsComing(Number(room)))) {
      return reply
        .header('content-type', PLAYLIST)
        .header('cache-control', 'no-cache')
        .send(waitingPlaylist(mediaConfig().hlsSegmentSeconds));
    }
    throw notFound();
  }

  @Endpoint({
    summary: "A past broadcast's recording: VOD playlist or segment (GET /media/vod/<broadcast>/index.m3u8)",
    output: FILE_CONTENT,
  })
  @Get('vod/:broadcast/:file')
  async recording(@Param('broadcast') broadcast: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    if (!/^\d{1,10}$/.test(broadcast) || !/^(index\.m3u8|\d+\.ts)$/.test(file)) throw notFound();
    const found = await this.files.get(`vod/${Number(broadcast)}/${file}`);
    if (!found) throw notFound();
    return this.send(reply, file, found);
  }

  @Endpoint({
    summary: 'A live room as HTTP-FLV, the low-latency mode (GET /media/flv/<room>.flv)',
    output: FILE_CONTENT,
  })
  @Get('flv/:file')
  async flv(@Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const room = /^(\d{1,10})\.flv$/.exec(file)?.[1];
    const stream = new PassThrough();
    const watching = room
      ? this.broadcasts.watch(Number(room), {
          write: (chunk) => {
            if (stream.writableLength > MAX_FLV_BACKLOG_BYTES) return void stream.destroy();
            stream.write(chunk);
          },
          end: () => stream.end(),
        })
      : undefined;
    if (!watching) return this.relayFlv(room, request, reply);
    const unsubscribe = await watching;
    request.raw.once('close', unsubscribe);
    stream.once('close', unsubscribe);
    return reply.header('content-type', 'video/x-flv').header('cache-control', 'no-store').send(stream);
  }

  /** A push another replica receives: its FLV, read from that replica as long as the viewer watches. */
  private async relayFlv(room: string | undefined, request: FastifyRequest, reply: FastifyReply) {
    const holder = room && !request.headers[RELAYED] ? await this.broadcasts.heldElsewhere(Number(room)) : undefined;
    if (!holder) throw new AppError('media.not_on_air', {}, ErrorCode.NOT_FOUND, 404);
    const abort = new AbortController();
    request.raw.once('close', () => abort.abort());
    const headers = {
      [RELAYED]: '1',
      [INTERNAL_AUTH_HEADER]: signClaims({ svc: currentService() }, loadConfig().internalSecret),
    };
    const response = await fetch(`${holder}/media/flv/${room}.flv`, { headers, signal: abort.signal }).catch(
      () => undefined,
    );
    if (!response?.ok || !response.body) {
      abort.abort();
      throw new AppError('media.not_on_air', {}, ErrorCode.NOT_FOUND, 404);
    }
    const stream = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    // The viewer leaving or the holder ending the stream ends the other side too.
    stream.once('error', () => abort.abort());
    return reply.header('content-type', 'video/x-flv').header('cache-control', 'no-store').send(stream);
  }

  /** Streams the file as it was found (not awaited: a reply is a thenable that settles once sent). */
  /**
   * The room's rewind window: the last minutes of its broadcast's recording (written as it goes) as
   * a live playlist of the recording's own segments, so a viewer can go back and return to live.
   * None for a broadcast that is not recorded (the development demo loops).
   */
  private async rewindWindow(roomId: number, reply: FastifyReply) {
    const broadcastId = await this.broadcasts.broadcastOf(roomId);
    const recording = broadcastId && (await this.files.get(`vod/${broadcastId}/index.m3u8`));
    if (!recording) throw notFound();
    const chunks: Buffer[] = [];
    for await (const chunk of recording.stream) chunks.push(chunk as Buffer);
    const base = `http://media/vod/${broadcastId}/index.m3u8`;
    const { segments } = parseMediaPlaylist(Buffer.concat(chunks).toString('utf8'), base);
    const window = slidingWindowPlaylist(
      segments,
      mediaConfig().rewindSeconds,
      (index) => `../../vod/${broadcastId}/${new URL(segments[index].url).pathname.split('/').pop() ?? ''}`,
    );
    if (!window) throw notFound();
    return reply.header('content-type', PLAYLIST).header('cache-control', 'no-cache').send(window);
  }

  private send(reply: FastifyReply, name: string, { stream, size }: StoredFile) {
    const kind = name.endsWith('.m3u8') ? 'playlist' : name.endsWith('.jpg') ? 'snapshot' : 'segment';
    return (
      reply
        .header('content-type', { playlist: PLAYLIST, snapshot: SNAPSHOT, segment: SEGMENT }[kind])
        .header('content-length', size)
        // A snapshot is renewed every 30-60 s under the same name (lists add its time as a query).
        .header(
          'cache-control',
          { playlist: 'no-cache', snapshot: 'public, max-age=30', segment: 'public, max-age=31536000, immutable' }[
            kind
          ],
        )
        .send(stream)
    );
  }
}

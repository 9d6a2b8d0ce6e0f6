import { ErrorCode } from '@arena/protocol';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { AppError, Endpoint, FILE_CONTENT, FileStore } from '@arena/shared';
import { FastifyReply } from 'fastify';
import path from 'node:path';
import { VideoFiles } from './video-files';

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};
const FILE = /^[\w-]{1,64}\.(m3u8|ts|jpg|vtt)$/;
const FOLDER = /^[\w-]{1,64}$/;

const notFound = () => new AppError('common.not_found', {}, ErrorCode.NOT_FOUND, 404);

/**
 * What players fetch through the edge under /media/videos: the shared clips of the library and a
 * video's own files (its poster). Both never change under one name: cached for good.
 */
@Controller('files')
export class FilesController {
  constructor(private readonly files: VideoFiles) {}

  @Endpoint({
    summary:
      'A file of the shared clip library: HLS playlist, segment or poster (GET /media/videos/library/<clip>/<file>)',
    output: FILE_CONTENT,
  })
  @Get('library/:clip/:file')
  library(@Param('clip') clip: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    if (!FOLDER.test(clip) || !FILE.test(file)) throw notFound();
    return this.send(reply, this.files.library, `${clip}/${file}`);
  }

  @Endpoint({
    summary:
      "A video's own file: its poster, an uploaded video's HLS ladder and storyboard (GET /media/videos/own/<folder>/<file>)",
    output: FILE_CONTENT,
  })
  @Get('own/:folder/:file')
  own(@Param('folder') folder: string, @Param('file') file: string, @Res() reply: FastifyReply) {
    if (!FOLDER.test(folder) || !FILE.test(file)) throw notFound();
    return this.send(reply, this.files.own, `${folder}/${file}`);
  }

  private async send(reply: FastifyReply, store: FileStore, key: string) {
    const found = await store.get(key);
    if (!found) throw notFound();
    return reply
      .header('content-type', TYPES[path.extname(key)])
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(found.stream);
  }
}

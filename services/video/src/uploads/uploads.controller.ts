import { Controller, Delete, Head, Patch, Post, Req, Res } from '@nestjs/common';
import { Ctx, Endpoint, FILE_CONTENT, RequestContext } from '@arena/shared';
import { FastifyReply, FastifyRequest } from 'fastify';
import { VideoUploads } from './video-uploads';

/**
 * The tus protocol's requests for video uploads (POST /api/video/uploads, then HEAD, PATCH, DELETE
 * on the address it answers), logged-in callers only; the tus server answers them itself.
 */
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: VideoUploads) {}

  @Endpoint({
    summary: 'Start a resumable (tus) upload of a video, mp4/mov/webm under 50 MB (POST /api/video/uploads)',
    auth: 'user',
    output: FILE_CONTENT,
  })
  @Post()
  create(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Ctx() ctx: RequestContext) {
    return this.pass(request, reply, ctx);
  }

  @Endpoint({ summary: 'How much of an upload arrived (tus HEAD)', auth: 'user', output: FILE_CONTENT })
  @Head(':id')
  offset(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Ctx() ctx: RequestContext) {
    return this.pass(request, reply, ctx);
  }

  @Endpoint({ summary: 'Send the next part of an upload (tus PATCH)', auth: 'user', output: FILE_CONTENT })
  @Patch(':id')
  append(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Ctx() ctx: RequestContext) {
    return this.pass(request, reply, ctx);
  }

  @Endpoint({ summary: 'Abandon an upload and delete what arrived (tus DELETE)', auth: 'user', output: FILE_CONTENT })
  @Delete(':id')
  abandon(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Ctx() ctx: RequestContext) {
    return this.pass(request, reply, ctx);
  }

  private async pass(request: FastifyRequest, reply: FastifyReply, ctx: RequestContext): Promise<void> {
    reply.hijack();
    await this.uploads.handle(request.raw, reply.raw, ctx);
  }
}

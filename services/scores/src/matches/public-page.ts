import { PUBLIC_VERSION_HEADER } from '@arena/shared';
import type { FastifyReply } from 'fastify';

/** A match page's answer, marked for the edge to keep when it is a visitor's (`MatchesService.page`). */
export function answerPage<T>(reply: FastifyReply, { page, publicVersion }: { page: T; publicVersion?: string }): T {
  if (publicVersion) void reply.header(PUBLIC_VERSION_HEADER, publicVersion);
  return page;
}

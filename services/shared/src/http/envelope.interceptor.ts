import { Envelope } from '@arena/protocol';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import { z } from 'zod';
import { loadConfig } from '../config/config';
import { resolveLang } from '../i18n/lang';
import { translate } from '../i18n/messages';
import { ENDPOINT_META, EndpointOptions } from '../validation/endpoint.decorator';
import { messageOf } from './envelope';

/** Wraps whatever a handler returns into `{ code: 0, msg, data }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  /**
   * Under test every answer is checked against the route's declared output, so the public document
   * (and the site's types generated from it) cannot drift from what the services really send.
   */
  private readonly checkOutputs = loadConfig().env === 'test';

  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const output = this.checkOutputs
      ? (Reflect.getMetadata(ENDPOINT_META, context.getHandler()) as EndpointOptions | undefined)?.output
      : undefined;
    return next.handle().pipe(
      map((result: unknown) => {
        const wrapped = messageOf(result);
        const data = (wrapped ? wrapped.data : result) ?? null;
        if (output && !('raw' in output)) checkOutput(output, data, `${request.method} ${request.url}`);
        return { code: 0, msg: wrapped ? translate(wrapped.key, resolveLang(request.headers)) : '', data };
      }),
    );
  }
}

function checkOutput(output: z.ZodType, data: unknown, route: string): void {
  const result = output.safeParse(data);
  if (!result.success)
    throw new Error(`${route} answered outside its declared output: ${z.prettifyError(result.error)}`);
}

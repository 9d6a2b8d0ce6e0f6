import { Envelope } from '@arena/protocol';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import { resolveLang } from '../i18n/lang';
import { translate } from '../i18n/messages';
import { messageOf } from './envelope';

/** Wraps whatever a handler returns into `{ code: 0, msg, data }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      map((result: unknown) => {
        const wrapped = messageOf(result);
        if (!wrapped) return { code: 0, msg: '', data: result ?? null };
        return { code: 0, msg: translate(wrapped.key, resolveLang(request.headers)), data: wrapped.data ?? null };
      }),
    );
  }
}

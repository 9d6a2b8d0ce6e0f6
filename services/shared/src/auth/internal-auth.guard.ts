import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { loadConfig } from '../config/config';
import { AppError } from '../errors/app-error';
import { resolveLang } from '../i18n/lang';
import { ENDPOINT_META, EndpointOptions, isVisitorAuth } from '../validation/endpoint.decorator';
import { ContextRequest } from './auth-context';
import { INTERNAL_AUTH_HEADER, PUBLIC_CALLER, verifyClaims } from './internal-signature';

/**
 * Every service trusts only callers holding the internal secret: the edge (which resolved the
 * user's token) or another service. Routes declare who may call them with `@Endpoint({ auth })`.
 */
@Injectable()
export class InternalAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<ContextRequest>();
    const options = this.reflector.get<EndpointOptions | undefined>(ENDPOINT_META, context.getHandler());
    const auth = options?.auth ?? 'public';
    const lang = resolveLang(request.headers);
    if (auth === 'open') {
      request.context = { caller: { svc: 'anonymous', iat: 0 }, lang, ip: request.ip };
      return true;
    }
    const header = request.headers[INTERNAL_AUTH_HEADER];
    const claims = verifyClaims(Array.isArray(header) ? header[0] : header, loadConfig().internalSecret);
    if (!claims) throw new AppError('auth.internal_only', {}, 1, 403);
    const token = request.headers['token'];
    // Only a verified caller (the edge) is trusted to say who the client is.
    const forwarded = request.headers['x-forwarded-for'];
    const ip = (typeof forwarded === 'string' && forwarded.split(',')[0].trim()) || request.ip;
    request.context = {
      caller: claims,
      lang,
      ip,
      requestId: request.headers['x-request-id'] as string | undefined,
      token: typeof token === 'string' && token ? token : undefined,
      user:
        claims.uid && claims.sid ? { id: claims.uid, sessionId: claims.sid, role: claims.role ?? 'user' } : undefined,
    };
    if (auth === 'internal' && claims.svc === PUBLIC_CALLER) throw new AppError('auth.internal_only', {}, 1, 403);
    if (!isVisitorAuth(auth) && auth !== 'internal' && !request.context.user)
      throw AppError.fail('auth.login_required');
    if (auth === 'admin' && request.context.user?.role !== 'admin') throw AppError.fail('auth.admin_only');
    return true;
  }
}

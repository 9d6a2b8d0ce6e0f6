import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { Lang, resolveLang } from '../i18n/lang';
import { CallerClaims } from './internal-signature';

export interface AuthUser {
  id: number;
  sessionId: string;
  role: 'user' | 'admin';
}

/** What a service knows about the request once the internal header was verified. */
export interface RequestContext {
  caller: CallerClaims;
  user?: AuthUser;
  lang: Lang;
  /** The client's address as the edge saw it. */
  ip: string;
  requestId?: string;
  /** The raw session token, forwarded by the edge for endpoints that echo it (Member/info). */
  token?: string;
}

export type ContextRequest = FastifyRequest & { context?: RequestContext };

export function contextOf(request: ContextRequest): RequestContext {
  if (request.context) return request.context;
  return { caller: { svc: 'unknown', iat: 0 }, lang: resolveLang(request.headers), ip: request.ip };
}

/** The logged-in user; the guard has already refused anonymous callers on `auth: 'user'` routes. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const user = contextOf(ctx.switchToHttp().getRequest<ContextRequest>()).user;
  if (!user) throw AppError.fail('auth.login_required');
  return user;
});

/** The logged-in user or undefined, for routes open to visitors. */
export const OptionalUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | undefined =>
    contextOf(ctx.switchToHttp().getRequest<ContextRequest>()).user,
);

export const Ctx = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestContext =>
  contextOf(ctx.switchToHttp().getRequest<ContextRequest>()),
);

import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, fields, Input, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ProfileService } from '../profile/profile.service';
import { StoredUserOutput } from '../profile/profile.schemas';
import { LoginService } from './login.service';
import { SessionsService } from './sessions.service';

const LoginInput = z
  .object({
    mobile: fields.mobile(),
    country_code: fields.countryCode(),
    password: fields.optionalText(64),
    code: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().regex(/^\d{6}$/, 'account.code_invalid').optional()),
    device_type: z.enum(['pc', 'h5', 'android', 'ios']).default('pc'),
  })
  // Password login needs a password, code login a code: either completes the form.
  .refine((input) => input.password !== undefined || input.code !== undefined, { message: 'common.complete_info' });

const ResolveInput = z.object({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/) });
const ActiveInput = z.object({ session_id: z.uuid() });

@Controller()
export class SessionsController {
  constructor(
    private readonly login: LoginService,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
  ) {}

  @Endpoint({
    summary: 'Log in by password or by SMS code (user/login)',
    input: LoginInput,
    output: StoredUserOutput,
    missingKey: 'common.complete_info',
  })
  @Post('sessions')
  async open(@Input() input: z.output<typeof LoginInput>, @Ctx() ctx: RequestContext) {
    const user =
      input.password !== undefined
        ? await this.login.byPassword(input.country_code, input.mobile, input.password)
        : await this.login.byCode(input.country_code, input.mobile, input.code as string);
    return this.profiles.storedUser(user, await this.sessions.open(user, input.device_type, ctx.ip));
  }

  @Endpoint({ summary: 'Sign out: revoke this session (Member/SignOut)', auth: 'user', output: z.null() })
  @Post('sessions/sign-out')
  async signOut(@CurrentUser() user: AuthUser) {
    await this.sessions.revoke(user.sessionId, 'signout');
    return withMessage('account.signed_out', null);
  }

  @Endpoint({
    summary: 'Whether a session is still open (the realtime gateway, before a chat login)',
    auth: 'internal',
    input: ActiveInput,
    output: z.object({ active: z.boolean() }),
  })
  @Post('internal/sessions/active')
  async active(@Input() input: z.output<typeof ActiveInput>) {
    return { active: await this.sessions.isActive(input.session_id) };
  }

  @Endpoint({
    summary: 'Resolve a token hash for the edge when Redis does not know it',
    auth: 'internal',
    input: ResolveInput,
    output: z.discriminatedUnion('state', [
      z.object({ state: z.literal('active'), session: z.object({ sid: z.string(), uid: z.number().int(), role: z.enum(['user', 'admin']), exp: z.number() }) }),
      z.object({ state: z.literal('revoked'), reason: z.enum(['signout', 'password', 'ban', 'elsewhere', 'expired']) }),
      z.object({ state: z.literal('unknown') }),
    ]),
  })
  @Post('internal/sessions/resolve')
  resolve(@Input() input: z.output<typeof ResolveInput>) {
    return this.sessions.resolve(input.tokenHash);
  }
}

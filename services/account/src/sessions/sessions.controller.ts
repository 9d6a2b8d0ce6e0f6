import { Controller, Post } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  RequestContext,
  ServedInput,
  Serves,
  withMessage,
} from '@arena/shared';
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
    code: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'account.code_invalid')
        .optional(),
    ),
    device_type: z.enum(['pc', 'h5', 'android', 'ios']).default('pc'),
  })
  // Password login needs a password, code login a code: either completes the form.
  .refine((input) => input.password !== undefined || input.code !== undefined, { message: 'common.complete_info' });

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

  @Serves(accountContracts.sessionActive)
  async active(@Input() input: ServedInput<typeof accountContracts.sessionActive>) {
    return { active: await this.sessions.isActive(input.session_id) };
  }

  @Serves(accountContracts.resolveSession)
  resolve(@Input() input: ServedInput<typeof accountContracts.resolveSession>) {
    return this.sessions.resolve(input.tokenHash);
  }
}

import { Controller, Post } from '@nestjs/common';
import { AppError, Ctx, Endpoint, fields, Input, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { ProfileService } from '../profile/profile.service';
import { StoredUserOutput } from '../profile/profile.schemas';
import { SessionsService } from '../sessions/sessions.service';
import { PASSWORD } from '../users/passwords';
import { RegistrationsService } from './registrations.service';

const RegisterInput = z.object({
  mobile: fields.mobile(),
  country_code: fields.countryCode(),
  code: fields.text(6, 1),
  password: PASSWORD(),
  repassword: fields.text(20, 1),
  invite: fields.optionalText(12),
  device_type: z.enum(['pc', 'h5', 'android', 'ios']).default('pc'),
});

@Controller('registrations')
export class RegistrationsController {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
  ) {}

  @Endpoint({
    summary: 'Register with an SMS code; logs the new user in (user/registered)',
    input: RegisterInput,
    output: StoredUserOutput,
    missingKey: 'common.complete_info',
  })
  @Post()
  async register(@Input() input: z.output<typeof RegisterInput>, @Ctx() ctx: RequestContext) {
    if (input.password !== input.repassword) throw AppError.fail('account.password_mismatch');
    const user = await this.registrations.register({
      countryCode: input.country_code,
      mobile: input.mobile,
      code: input.code,
      password: input.password,
      invite: input.invite,
    });
    return this.profiles.storedUser(user, await this.sessions.open(user, input.device_type, ctx.ip));
  }
}

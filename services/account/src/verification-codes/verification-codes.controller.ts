import { Controller, Post } from '@nestjs/common';
import { AppError, Ctx, Endpoint, fields, Input, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { UsersService } from '../users/users.service';
import { VerificationCodesService } from './verification-codes.service';

const SendCodeInput = z.object({
  mobile: fields.mobile(),
  country_code: fields.countryCode(),
  /** register, login or reset; by default register for a new mobile and login for a known one. */
  purpose: z.enum(['register', 'login', 'reset']).optional(),
});

@Controller('verification-codes')
export class VerificationCodesController {
  constructor(
    private readonly codes: VerificationCodesService,
    private readonly users: UsersService,
  ) {}

  @Endpoint({
    summary: 'Send a verification code by SMS (user/getCode)',
    input: SendCodeInput,
    output: z.null(),
    missingKey: 'common.complete_info',
  })
  @Post()
  async send(@Input() input: z.output<typeof SendCodeInput>, @Ctx() ctx: RequestContext) {
    const existing = await this.users.findByMobile(input.country_code, input.mobile);
    const purpose = input.purpose ?? (existing ? 'login' : 'register');
    const refusal =
      purpose === 'register' && existing
        ? 'account.mobile_taken'
        : purpose !== 'register' && !existing
          ? 'account.mobile_not_registered'
          : undefined;
    if (refusal) {
      // Each of these answers says whether a number has an account: an address gets only a few an hour.
      await this.codes.countProbe(ctx.ip ?? 'unknown');
      throw AppError.fail(refusal);
    }
    await this.codes.issue({ countryCode: input.country_code, mobile: input.mobile, purpose }, ctx.ip ?? 'unknown');
    return withMessage('account.code_sent', null);
  }
}

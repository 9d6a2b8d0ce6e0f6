import { Controller, Post } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AuthUser, CurrentUser, Endpoint, fields, Input, ServedInput, Serves, withMessage } from '@arena/shared';
import { z } from 'zod';
import { VerifiedIdentityOutput } from './identity.schemas';
import { IdentityService } from './identity.service';

const VerifyInput = z.object({
  real_name: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    // Letters of any script, spaces, the Chinese middle dot; 2-32 characters.
    z
      .string()
      .trim()
      .min(2)
      .max(32)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} ·.'-]*$/u, 'account.real_name_invalid'),
  ),
  id_number: fields.text(18, 9).transform((v) => v.toUpperCase()),
});
@Controller()
export class IdentityController {
  constructor(private readonly identities: IdentityService) {}

  @Endpoint({
    summary: 'Real-name verification (Member/verified)',
    auth: 'user',
    input: VerifyInput,
    output: z.null(),
    missingKey: 'common.complete_info',
  })
  @Post('identity')
  async verify(@Input() input: z.output<typeof VerifyInput>, @CurrentUser() auth: AuthUser) {
    await this.identities.verify(auth.id, input.real_name, input.id_number);
    return withMessage('account.verified', null);
  }

  @Endpoint({
    summary: 'Read back the verified identity, masked (Member/getVerifiedInfo)',
    auth: 'user',
    output: VerifiedIdentityOutput,
  })
  @Post('identity/read')
  read(@CurrentUser() auth: AuthUser) {
    return this.identities.masked(auth.id);
  }

  /** For the wallet: withdrawals need a verified identity. */
  @Serves(accountContracts.identityStatus)
  status(@Input() input: ServedInput<typeof accountContracts.identityStatus>) {
    return this.identities.status(input.user_id);
  }
}

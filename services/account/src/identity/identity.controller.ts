import { Controller, Post } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, AuthUser, CurrentUser, Endpoint, fields, Input, isUniqueViolation, PrismaService, ServedInput, Serves, withMessage } from '@arena/shared';
import { z } from 'zod';
import { UsersService } from '../users/users.service';
import { VerifiedIdentityOutput } from './identity.schemas';
import { isValidChineseId, isValidVietnameseId, maskIdNumber, maskName } from './id-number';

const VerifyInput = z.object({
  real_name: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    // Letters of any script, spaces, the Chinese middle dot; 2-32 characters.
    z.string().trim().min(2).max(32).regex(/^[\p{L}\p{M}][\p{L}\p{M} ·.'-]*$/u, 'account.real_name_invalid'),
  ),
  id_number: fields.text(18, 9).transform((v) => v.toUpperCase()),
});
@Controller()
export class IdentityController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UsersService,
  ) {}

  @Endpoint({ summary: 'Real-name verification (Member/verified)', auth: 'user', input: VerifyInput, output: z.null(), missingKey: 'common.complete_info' })
  @Post('identity')
  async verify(@Input() input: z.output<typeof VerifyInput>, @CurrentUser() auth: AuthUser) {
    const user = await this.users.get(auth.id);
    const valid = user.countryCode === '84' ? isValidVietnameseId(input.id_number) || isValidChineseId(input.id_number) : isValidChineseId(input.id_number);
    if (!valid) throw AppError.fail('account.id_number_invalid');
    if (await this.prisma.identity.findUnique({ where: { userId: auth.id } })) throw AppError.fail('account.already_verified');
    if (await this.prisma.identity.findFirst({ where: { idNumber: input.id_number } })) throw AppError.fail('account.id_number_used');
    try {
      await this.prisma.identity.create({ data: { userId: auth.id, realName: input.real_name, idNumber: input.id_number } });
    } catch (error) {
      // A concurrent request won: either this user verified meanwhile or someone took the number.
      if (!isUniqueViolation(error)) throw error;
      const mine = await this.prisma.identity.findUnique({ where: { userId: auth.id } });
      throw AppError.fail(mine ? 'account.already_verified' : 'account.id_number_used');
    }
    return withMessage('account.verified', null);
  }

  @Endpoint({
    summary: 'Read back the verified identity, masked (Member/getVerifiedInfo)',
    auth: 'user',
    output: VerifiedIdentityOutput,
  })
  @Post('identity/read')
  async read(@CurrentUser() auth: AuthUser) {
    const identity = await this.prisma.identity.findUnique({ where: { userId: auth.id } });
    if (!identity) return { is_verified: 0, real_name: '', id_number: '' };
    return {
      is_verified: 1,
      real_name: maskName(identity.realName),
      id_number: maskIdNumber(identity.idNumber),
      verified_at: identity.verifiedAt.toISOString(),
    };
  }

  /** For the wallet: withdrawals need a verified identity. */
  @Serves(accountContracts.identityStatus)
  async status(@Input() input: ServedInput<typeof accountContracts.identityStatus>) {
    const identity = await this.prisma.identity.findUnique({ where: { userId: input.user_id } });
    return { verified: Boolean(identity), real_name: identity?.realName ?? null };
  }
}

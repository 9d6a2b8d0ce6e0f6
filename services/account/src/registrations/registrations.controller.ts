import { Controller, Post } from '@nestjs/common';
import { AppError, Ctx, Endpoint, EventBus, fields, Input, isUniqueViolation, PrismaService, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { ProfileService } from '../profile/profile.service';
import { StoredUserOutput } from '../profile/profile.schemas';
import { SessionsService } from '../sessions/sessions.service';
import { hashPassword, PASSWORD } from '../users/passwords';
import { UsersService } from '../users/users.service';
import { VerificationCodesService } from '../verification-codes/verification-codes.service';

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
    private readonly prisma: PrismaService,
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly sessions: SessionsService,
    private readonly profiles: ProfileService,
    private readonly events: EventBus,
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
    const inviter = input.invite
      ? await this.prisma.user.findUnique({ where: { inviteCode: input.invite.toUpperCase() }, select: { id: true } })
      : null;
    if (input.invite && !inviter) throw AppError.fail('account.invite_invalid');
    const passwordHash = await hashPassword(input.password);
    // The code first: without one, nobody learns here whether the number is registered.
    await this.codes.consume({ countryCode: input.country_code, mobile: input.mobile, purpose: 'register' }, input.code);
    if (await this.users.findByMobile(input.country_code, input.mobile)) throw AppError.fail('account.mobile_taken');
    let user;
    try {
      user = await this.prisma.user.create({
        data: {
          countryCode: input.country_code,
          mobile: input.mobile,
          passwordHash,
          nickname: `${input.mobile.slice(0, 3)}****${input.mobile.slice(-4)}`,
          avatar: (await this.prisma.avatar.findFirst({ orderBy: { sort: 'asc' } }))?.url ?? '',
          inviteCode: UsersService.newInviteCode(),
          invitedBy: inviter?.id,
        },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fail('account.mobile_taken');
      throw error;
    }
    await this.events.publish('user.registered', { userId: user.id, inviterId: inviter?.id, shareCode: input.invite });
    return this.profiles.storedUser(user, await this.sessions.open(user, input.device_type, ctx.ip));
  }
}

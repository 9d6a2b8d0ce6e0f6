import { Injectable } from '@nestjs/common';
import { AppError, EventBus, isUniqueViolation, User } from '@arena/shared';
import { AvatarsRepository } from '../avatars/avatars.repository';
import { hashPassword } from '../users/passwords';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { VerificationCodesService } from '../verification-codes/verification-codes.service';

export interface Registration {
  countryCode: string;
  mobile: string;
  code: string;
  password: string;
  invite?: string;
}

/** New accounts: an SMS code proves the number, an optional share code names the inviter. */
@Injectable()
export class RegistrationsService {
  constructor(
    private readonly userRows: UsersRepository,
    private readonly avatars: AvatarsRepository,
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly events: EventBus,
  ) {}

  async register(input: Registration): Promise<User> {
    const inviter = input.invite ? await this.userRows.findIdByInviteCode(input.invite.toUpperCase()) : null;
    if (input.invite && !inviter) throw AppError.fail('account.invite_invalid');
    const passwordHash = await hashPassword(input.password);
    // The code first: without one, nobody learns here whether the number is registered.
    await this.codes.consume({ countryCode: input.countryCode, mobile: input.mobile, purpose: 'register' }, input.code);
    if (await this.users.findByMobile(input.countryCode, input.mobile)) throw AppError.fail('account.mobile_taken');
    let user: User;
    try {
      user = await this.userRows.create({
        countryCode: input.countryCode,
        mobile: input.mobile,
        passwordHash,
        nickname: `${input.mobile.slice(0, 3)}****${input.mobile.slice(-4)}`,
        avatar: (await this.avatars.findFirst())?.url ?? '',
        inviteCode: UsersService.newInviteCode(),
        invitedBy: inviter?.id,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fail('account.mobile_taken');
      throw error;
    }
    await this.events.publish('user.registered', { userId: user.id, inviterId: inviter?.id, shareCode: input.invite });
    return user;
  }
}

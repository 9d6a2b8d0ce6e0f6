import { Injectable } from '@nestjs/common';
import { AppError, isUniqueViolation } from '@arena/shared';
import { UsersService } from '../users/users.service';
import { isValidChineseId, isValidVietnameseId, maskIdNumber, maskName } from './id-number';
import { IdentityRepository } from './identity.repository';

/** Real-name verification: one identity per user, one user per id number. */
@Injectable()
export class IdentityService {
  constructor(
    private readonly identities: IdentityRepository,
    private readonly users: UsersService,
  ) {}

  async verify(userId: number, realName: string, idNumber: string): Promise<void> {
    const user = await this.users.get(userId);
    // Vietnamese users may hold either a Vietnamese or a Chinese document.
    const valid =
      user.countryCode === '84'
        ? isValidVietnameseId(idNumber) || isValidChineseId(idNumber)
        : isValidChineseId(idNumber);
    if (!valid) throw AppError.fail('account.id_number_invalid');
    if (await this.identities.findByUser(userId)) throw AppError.fail('account.already_verified');
    if (await this.identities.findByIdNumber(idNumber)) throw AppError.fail('account.id_number_used');
    try {
      await this.identities.create(userId, realName, idNumber);
    } catch (error) {
      // A concurrent request won: either this user verified meanwhile or someone took the number.
      if (!isUniqueViolation(error)) throw error;
      const mine = await this.identities.findByUser(userId);
      throw AppError.fail(mine ? 'account.already_verified' : 'account.id_number_used');
    }
  }

  /** The identity as its owner may read it back: masked. */
  async masked(userId: number) {
    const identity = await this.identities.findByUser(userId);
    if (!identity) return { is_verified: 0, real_name: '', id_number: '' };
    return {
      is_verified: 1,
      real_name: maskName(identity.realName),
      id_number: maskIdNumber(identity.idNumber),
      verified_at: identity.verifiedAt.toISOString(),
    };
  }

  async status(userId: number) {
    const identity = await this.identities.findByUser(userId);
    return { verified: Boolean(identity), real_name: identity?.realName ?? null };
  }
}

import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, User } from '@arena/shared';
import { UsersRepository } from './users.repository';

/** Lookups of the user table shared by the account features. */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  findByMobile(countryCode: string, mobile: string): Promise<User | null> {
    return this.users.findByMobile(countryCode, mobile);
  }

  async get(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw AppError.fail('account.user_not_found');
    return user;
  }

  exists(id: number): Promise<boolean> {
    return this.users.exists(id);
  }

  /** Grants or withdraws streamer status; fails for an unknown user. */
  async setStreamer(id: number, isStreamer: boolean): Promise<void> {
    const count = await this.users.updateStatus(id, { isStreamer });
    if (count === 0) throw AppError.fail('account.user_not_found');
  }

  async setExpert(id: number, isExpert: boolean): Promise<void> {
    const count = await this.users.updateStatus(id, { isExpert });
    if (count === 0) throw AppError.fail('account.user_not_found');
  }

  /** Who invited a user, with the share code they used (both null when nobody did). */
  async inviterOf(id: number): Promise<{ inviter_id: number | null; share_code: string | null }> {
    const user = await this.get(id);
    if (!user.invitedBy) return { inviter_id: null, share_code: null };
    const inviter = await this.users.findInviteCode(user.invitedBy);
    return { inviter_id: user.invitedBy, share_code: inviter?.inviteCode ?? null };
  }

  /** A short, readable, unique share code (no 0/O/1/I to avoid misreading). */
  static newInviteCode(): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  }
}

/** Shows a mobile number as 138****0000. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 7 ? `${mobile.slice(0, 2)}****` : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

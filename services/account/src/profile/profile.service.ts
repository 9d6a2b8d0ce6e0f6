import { Injectable } from '@nestjs/common';
import { signIm, loadConfig, User } from '@arena/shared';
import type { OpenSession } from '../sessions/sessions.service';
import { LevelsService } from '../levels/levels.service';
import { Nobility, toplevelOf } from '../nobility/nobility';
import { NobilityService } from '../nobility/nobility.service';
import { ProfileCache } from './profile-cache';
import { maskMobile, UsersService } from '../users/users.service';
import { Balances } from '../wallet-balances/balances';
import { WalletBalancesService } from '../wallet-balances/wallet-balances.service';

/** The spec's "stored user": what login, register and Member/info return. */
export interface StoredUser {
  token: string;
  id: number;
  avatar: string;
  user_nickname: string;
  /** Days since joining (the first day counts as 1). */
  create_time_str: string;
  userlevel: number;
  /** Noble tier level while it lasts (the gifts service's guard.changed, copied here); 0 without one. */
  toplevel: number;
  exp_percent: number;
  gold: string;
  balances: string;
  consumption: string;
  is_anchor: 0 | 1;
  chatpermission: 0 | 1;
  mobile: string;
  invite_code: string;
  is_admin: 0 | 1;
  /** Messaging signature for the realtime gateway's /im login. */
  userSig: string;
}

@Injectable()
export class ProfileService {
  constructor(
    private readonly levels: LevelsService,
    private readonly wallet: WalletBalancesService,
    private readonly users: UsersService,
    private readonly cache: ProfileCache,
    private readonly nobility: NobilityService,
  ) {}

  /** Member/info's hot path: from the process's cache, else the user row and balances read together. */
  async storedUserOf(userId: number, session: OpenSession): Promise<StoredUser> {
    const { user, balances, nobility } = await this.cache.read(userId, async () => {
      const [row, money, noble] = await Promise.all([
        this.users.get(userId),
        this.wallet.of(userId),
        this.nobility.of(userId),
      ]);
      return { user: row, balances: money, nobility: noble };
    });
    return this.build(user, session, balances, nobility);
  }

  /** The user as the session that asked sees them: its token, and a chat signature bound to it. */
  async storedUser(user: User, session: OpenSession): Promise<StoredUser> {
    const [balances, nobility] = await Promise.all([this.wallet.of(user.id), this.nobility.of(user.id)]);
    return this.build(user, session, balances, nobility);
  }

  private async build(
    user: User,
    session: OpenSession,
    balances: Balances,
    nobility: Nobility | null,
  ): Promise<StoredUser> {
    const level = await this.levels.wealthProgress(Number(user.wealthExp));
    const days = Math.floor((Date.now() - user.createdAt.getTime()) / 86_400_000) + 1;
    return {
      token: session.token,
      id: user.id,
      avatar: user.avatar,
      user_nickname: user.nickname,
      create_time_str: String(days),
      userlevel: level.level,
      toplevel: toplevelOf(nobility),
      exp_percent: level.percent,
      gold: balances.gold,
      balances: balances.balances,
      consumption: balances.consumption,
      is_anchor: user.isStreamer ? 1 : 0,
      chatpermission: user.chatPermission ? 1 : 0,
      mobile: maskMobile(user.mobile),
      invite_code: user.inviteCode,
      is_admin: user.role === 'admin' ? 1 : 0,
      userSig: signIm(String(user.id), loadConfig().imSecret, { sessionId: session.sessionId }),
    };
  }
}

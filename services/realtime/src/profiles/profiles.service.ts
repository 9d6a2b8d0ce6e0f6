import { ImProfileGender } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';
import { SenderProfile } from '../messages/message-body';
import { ProfilesRepository } from './profiles.repository';

export interface ImProfileView extends SenderProfile {
  id: string;
  gender: ImProfileGender;
}

/**
 * Messaging profiles: a user's nick and avatar are those of the account (copied from the account
 * service at login and when the site says they changed), never what a client sends, so nobody
 * chats under a streamer's name or "Admin"; only the gender is set by the client. Visitors keep the
 * profile they were given.
 */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly services: ServiceClient,
  ) {}

  /** The account's nick and avatar copied in (kept as they were while the account service cannot say). */
  async refresh(imId: string, changes: { gender?: ImProfileGender } = {}): Promise<ImProfileView> {
    const card = /^\d+$/.test(imId)
      ? await this.services.call(accountContracts.userCard, { id: Number(imId) }).catch(() => undefined)
      : undefined;
    if (!card && !changes.gender) return this.get(imId);
    return this.update(imId, { ...(card && { nick: card.user_nickname, avatar: card.avatar }), ...changes });
  }

  async get(imId: string): Promise<ImProfileView> {
    const row = await this.profiles.findById(imId);
    return { id: imId, nick: row?.nick ?? '', avatar: row?.avatar ?? '', gender: row?.gender ?? 'unknown' };
  }

  async many(imIds: string[]): Promise<Map<string, SenderProfile>> {
    const rows = await this.profiles.listByIds([...new Set(imIds)]);
    return new Map(rows.map((row) => [row.imId, { nick: row.nick, avatar: row.avatar }]));
  }

  private async update(
    imId: string,
    changes: { nick?: string; avatar?: string; gender?: ImProfileGender },
  ): Promise<ImProfileView> {
    const row = await this.profiles.upsert(imId, changes);
    return { id: imId, nick: row.nick, avatar: row.avatar, gender: row.gender };
  }
}

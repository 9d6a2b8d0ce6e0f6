import { ImProfileGender } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '@arena/shared';
import { SenderProfile } from '../messages/message-body';

export interface ImProfileView extends SenderProfile {
  id: string;
  gender: ImProfileGender;
}

/** Messaging profiles (nick, avatar, gender) that each account sets for itself after login. */
@Injectable()
export class ProfilesService {
  constructor(private readonly prisma: PrismaService) {}

  async get(imId: string): Promise<ImProfileView> {
    const row = await this.prisma.imProfile.findUnique({ where: { imId } });
    return { id: imId, nick: row?.nick ?? '', avatar: row?.avatar ?? '', gender: row?.gender ?? 'unknown' };
  }

  async many(imIds: string[]): Promise<Map<string, SenderProfile>> {
    const rows = await this.prisma.imProfile.findMany({ where: { imId: { in: [...new Set(imIds)] } } });
    return new Map(rows.map((row) => [row.imId, { nick: row.nick, avatar: row.avatar }]));
  }

  async update(imId: string, changes: { nick?: string; avatar?: string; gender?: ImProfileGender }): Promise<ImProfileView> {
    const row = await this.prisma.imProfile.upsert({ where: { imId }, create: { imId, ...changes }, update: changes });
    return { id: imId, nick: row.nick, avatar: row.avatar, gender: row.gender };
  }
}

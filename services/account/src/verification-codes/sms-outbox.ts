import { Injectable } from '@nestjs/common';
import { PrismaService } from '@arena/shared';

/** What the development SMS provider "sent", newest first: how codes reach testers and operators. */
@Injectable()
export class SmsOutbox {
  constructor(private readonly prisma: PrismaService) {}

  async list(mobile: string | undefined, limit: number) {
    const rows = await this.prisma.smsOutbox.findMany({ where: mobile ? { mobile } : {}, orderBy: { id: 'desc' }, take: limit });
    return rows.map((r) => ({ mobile: r.mobile, country_code: r.countryCode, code: r.code, purpose: r.purpose, time: r.createdAt.toISOString() }));
  }
}

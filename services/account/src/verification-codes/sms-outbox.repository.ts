import { Injectable } from '@nestjs/common';
import { CodePurpose, Db, PrismaService, SmsOutbox } from '@arena/shared';

/** `account.sms_outbox`: what the development SMS provider "sent". */
@Injectable()
export class SmsOutboxRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Newest first, of one mobile or of all. */
  list(mobile: string | undefined, limit: number, db: Db = this.prisma): Promise<SmsOutbox[]> {
    return db.smsOutbox.findMany({ where: mobile ? { mobile } : {}, orderBy: { id: 'desc' }, take: limit });
  }

  async add(
    message: { countryCode: string; mobile: string; purpose: CodePurpose; code: string },
    db: Db = this.prisma,
  ): Promise<void> {
    await db.smsOutbox.create({ data: message });
  }

  async deleteOlderThan(before: Date, db: Db = this.prisma): Promise<void> {
    await db.smsOutbox.deleteMany({ where: { createdAt: { lt: before } } });
  }
}

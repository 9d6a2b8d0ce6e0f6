import { Injectable } from '@nestjs/common';
import { SmsOutboxRepository } from './sms-outbox.repository';

/** What the development SMS provider "sent", newest first: how codes reach testers and operators. */
@Injectable()
export class SmsOutbox {
  constructor(private readonly outbox: SmsOutboxRepository) {}

  async list(mobile: string | undefined, limit: number) {
    const rows = await this.outbox.list(mobile, limit);
    return rows.map((r) => ({
      mobile: r.mobile,
      country_code: r.countryCode,
      code: r.code,
      purpose: r.purpose,
      time: r.createdAt.toISOString(),
    }));
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { AppError, loadConfig } from '@arena/shared';
import { CodePurpose } from '@arena/shared';
import { SmsOutboxRepository } from './sms-outbox.repository';

export interface SmsMessage {
  countryCode: string;
  mobile: string;
  purpose: CodePurpose;
  code: string;
}

/** A code lives 10 minutes (verification-codes.service.ts); the outbox keeps it no longer. */
const OUTBOX_KEEP_MS = 10 * 60_000;

/** Whether the development outbox exists: never in production, where a real gateway must be plugged in. */
export const outboxEnabled = () => loadConfig().env !== 'production';

/** Where verification codes go out. A real gateway implements this; the product ships the outbox. */
export abstract class SmsProvider {
  abstract send(message: SmsMessage): Promise<void>;
}

/**
 * Development provider: "sends" by writing the outbox administrators read at
 * `GET /api/admin/sms/outbox`, and logs the code outside production.
 */
@Injectable()
export class OutboxSmsProvider extends SmsProvider {
  private readonly logger = new Logger('Sms');

  constructor(private readonly outbox: SmsOutboxRepository) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    // Codes stay readable only while they can be used: older outbox rows go as new ones come.
    await this.outbox.deleteOlderThan(new Date(Date.now() - OUTBOX_KEEP_MS));
    await this.outbox.add(message);
    if (loadConfig().env !== 'production') {
      this.logger.log(`code ${message.code} for +${message.countryCode} ${message.mobile} (${message.purpose})`);
    }
  }
}

/** Production without a real gateway: codes cannot go out, and nothing keeps them readable. */
export class NoSmsProvider extends SmsProvider {
  send(): Promise<void> {
    return Promise.reject(new AppError('account.sms_unavailable', {}, 1, 503));
  }
}

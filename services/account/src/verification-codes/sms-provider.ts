import { Injectable, Logger } from '@nestjs/common';
import { loadConfig, PrismaService } from '@arena/shared';
import { CodePurpose } from '@arena/shared';

export interface SmsMessage {
  countryCode: string;
  mobile: string;
  purpose: CodePurpose;
  code: string;
}

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

  constructor(private readonly prisma: PrismaService) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    await this.prisma.smsOutbox.create({ data: message });
    if (loadConfig().env !== 'production') {
      this.logger.log(`code ${message.code} for +${message.countryCode} ${message.mobile} (${message.purpose})`);
    }
  }
}

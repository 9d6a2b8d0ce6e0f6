import { Controller, Get } from '@nestjs/common';
import { ErrorCode } from '@arena/protocol';
import { AppError, Endpoint, fields, Input } from '@arena/shared';
import { z } from 'zod';
import { outboxEnabled } from '../verification-codes/sms-provider';
import { SmsOutbox } from '../verification-codes/sms-outbox';

const OutboxInput = z.object({ mobile: fields.mobile().optional(), limit: fields.limit(200, 50) });

/** The development SMS provider's outbox; it does not exist in production. */
@Controller('admin/sms')
export class AdminSmsController {
  constructor(private readonly sent: SmsOutbox) {}

  @Endpoint({
    summary: 'Codes the SMS provider sent (GET /api/admin/sms/outbox?mobile=)',
    auth: 'admin',
    input: OutboxInput,
    output: z.array(
      z.object({
        mobile: z.string(),
        country_code: z.string(),
        code: z.string(),
        purpose: z.string(),
        time: z.string(),
      }),
    ),
  })
  @Get('outbox')
  outbox(@Input() input: z.output<typeof OutboxInput>) {
    if (!outboxEnabled()) throw new AppError('common.not_found', {}, ErrorCode.NOT_FOUND, 404);
    return this.sent.list(input.mobile, input.limit);
  }
}

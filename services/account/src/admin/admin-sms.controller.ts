import { Controller, Get } from '@nestjs/common';
import { ErrorCode } from '@arena/protocol';
import { AppError, Endpoint, fields, Input, PrismaService } from '@arena/shared';
import { outboxEnabled } from '../verification-codes/sms-provider';
import { z } from 'zod';

const OutboxInput = z.object({ mobile: fields.mobile().optional(), limit: fields.limit(200, 50) });

/** The development SMS provider's outbox, newest first: how codes reach testers and operators. */
@Controller('admin/sms')
export class AdminSmsController {
  constructor(private readonly prisma: PrismaService) {}

  @Endpoint({
    summary: 'Codes the SMS provider sent (GET /api/admin/sms/outbox?mobile=)', auth: 'admin',
    input: OutboxInput,
    output: z.array(z.object({ mobile: z.string(), country_code: z.string(), code: z.string(), purpose: z.string(), time: z.string() })),
  })
  @Get('outbox')
  async outbox(@Input() input: z.output<typeof OutboxInput>) {
    if (!outboxEnabled()) throw new AppError('common.not_found', {}, ErrorCode.NOT_FOUND, 404);
    const rows = await this.prisma.smsOutbox.findMany({
      where: input.mobile ? { mobile: input.mobile } : {},
      orderBy: { id: 'desc' },
      take: input.limit,
    });
    return rows.map((r) => ({ mobile: r.mobile, country_code: r.countryCode, code: r.code, purpose: r.purpose, time: r.createdAt.toISOString() }));
  }
}

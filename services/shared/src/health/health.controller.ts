import { Controller, Get, Optional } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { PrismaService } from '../database/prisma.service';
import { AppError } from '../errors/app-error';
import { RedisService } from '../redis/redis.service';
import { Endpoint } from '../validation/endpoint.decorator';

const HealthOutput = z.object({ status: z.literal('ok') });

/** Liveness (the process answers) and readiness (its Postgres and Redis answer) for probes. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    @Optional() private readonly prisma?: PrismaService,
    @Optional() private readonly redis?: RedisService,
  ) {}

  @Endpoint({ summary: 'Liveness', auth: 'open', output: HealthOutput })
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Endpoint({ summary: 'Readiness', auth: 'open', output: HealthOutput })
  @Get('ready')
  async ready() {
    try {
      await Promise.all([this.prisma?.$queryRawUnsafe("SELECT 1"), this.redis?.ping()]);
    } catch {
      throw new AppError('common.service_unavailable', {}, 1, 503);
    }
    return { status: 'ok' };
  }
}

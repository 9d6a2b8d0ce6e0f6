import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { PrismaService } from '../database/prisma.service';
import { AppError } from '../errors/app-error';
import { RedisService } from '../redis/redis.service';
import { Endpoint } from '../validation/endpoint.decorator';
import { DEPENDENCY_HEALTH, DependencyHealth } from './dependency-health';

const HealthOutput = z.object({ status: z.literal('ok') });
const ReadyOutput = HealthOutput.extend({
  services: z.array(z.object({ name: z.string(), up: z.boolean(), latencyMs: z.number().optional() })).optional(),
});

/**
 * Liveness (the process answers) and readiness (its Postgres and Redis answer and, where the process
 * provides DEPENDENCY_HEALTH, every service behind it: the edge) for probes.
 */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    @Optional() private readonly prisma?: PrismaService,
    @Optional() private readonly redis?: RedisService,
    @Optional() @Inject(DEPENDENCY_HEALTH) private readonly dependencies?: DependencyHealth,
  ) {}

  @Endpoint({ summary: 'Liveness', auth: 'open', output: HealthOutput })
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Endpoint({ summary: 'Readiness', auth: 'open', output: ReadyOutput })
  @Get('ready')
  async ready() {
    const [stores, services] = await Promise.all([
      Promise.all([this.prisma?.$queryRawUnsafe('SELECT 1'), this.redis?.ping()]).then(
        () => true,
        () => false,
      ),
      this.dependencies?.check(),
    ]);
    if (!stores || services?.some((service) => !service.up))
      throw new AppError('common.service_unavailable', {}, 1, 503, { status: 'down', stores: stores ? 'up' : 'down', services });
    return { status: 'ok' as const, services };
  }
}

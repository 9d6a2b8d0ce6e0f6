import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { PrismaService } from '../database/prisma.service';
import { AppError } from '../errors/app-error';
import { RedisService } from '../redis/redis.service';
import { Endpoint } from '../validation/endpoint.decorator';
import { DEPENDENCY_HEALTH, DependencyHealth } from './dependency-health';

const HealthOutput = z.object({ status: z.literal('ok') });
const ReadyOutput = z.object({
  /** degraded: serving, with some service behind it down (its routes answer 503 meanwhile). */
  status: z.enum(['ok', 'degraded']),
  services: z.array(z.object({ name: z.string(), up: z.boolean(), latencyMs: z.number().optional() })).optional(),
});

/**
 * Liveness (the process answers) and readiness (its Postgres and Redis answer) for probes. Where the
 * process provides DEPENDENCY_HEALTH (the edge), readiness also lists every service behind it: one
 * of them down makes it `degraded`, not unready, since the edge still serves every other route (an
 * unready edge would be taken out of its load balancer, turning one service's outage into the
 * whole site's).
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
    if (!stores)
      throw new AppError('common.service_unavailable', {}, 1, 503, { status: 'down', stores: 'down', services });
    return { status: services?.some((service) => !service.up) ? ('degraded' as const) : ('ok' as const), services };
  }
}

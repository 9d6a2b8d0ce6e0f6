import { Global, Injectable, Module } from '@nestjs/common';
import { BackendService, DEPENDENCY_HEALTH, DependencyHealth, serviceUrl, ServiceHealth } from '@arena/shared';
import { BUILT_ROUTES } from '../routing/route-table';

/** A service that has not answered its liveness within this long counts as down. */
const PROBE_TIMEOUT_MS = 1000;

/**
 * The edge is ready when every service it forwards to answers: `/health/ready` lists each with
 * whether it is up and how long its `/health/live` took (all asked at once, each within a second).
 */
@Injectable()
export class ServiceHealthCheck implements DependencyHealth {
  private readonly services: BackendService[] = [...new Set(BUILT_ROUTES.map((routes) => routes.service))];

  check(): Promise<ServiceHealth[]> {
    return Promise.all(this.services.map((name) => probe(name)));
  }
}

async function probe(name: BackendService): Promise<ServiceHealth> {
  const started = performance.now();
  try {
    // Read at each probe: a restarted service may come back on another address (tests, compose).
    const response = await fetch(`${serviceUrl(name)}/health/live`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok ? { name, up: true, latencyMs: Math.round(performance.now() - started) } : { name, up: false };
  } catch {
    return { name, up: false };
  }
}

/** Global, so the shared HealthController (declared in CoreModule) finds the check. */
@Global()
@Module({ providers: [{ provide: DEPENDENCY_HEALTH, useClass: ServiceHealthCheck }], exports: [DEPENDENCY_HEALTH] })
export class ServiceHealthModule {}

import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serviceEnvName, ServiceName } from '@arena/shared';
import request from 'supertest';

export type AppFactory = () => Promise<NestFastifyApplication>;

export interface RunningService {
  app: NestFastifyApplication;
  url: string;
}

/**
 * Boots services inside the test process on random ports (a dozen processes would not fit two
 * cores) and points `<NAME>_URL` at them, so the edge and service clients find them as in production.
 */
export async function bootServices(factories: Partial<Record<ServiceName, AppFactory>>): Promise<Stack> {
  const running = new Map<ServiceName, RunningService>();
  // The edge last: it is the only one that calls the others at start-up (none do today).
  const names = (Object.keys(factories) as ServiceName[]).sort((a, b) => Number(a === 'edge') - Number(b === 'edge'));
  try {
    for (const name of names) {
      const app = await (factories[name] as AppFactory)();
      running.set(name, { app, url: '' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.getHttpServer().address() as { port: number };
      const url = `http://127.0.0.1:${port}`;
      process.env[serviceEnvName(name, 'URL')] = url;
      running.set(name, { app, url });
    }
  } catch (error) {
    // Close what did start, or its connections keep Jest from ever exiting.
    await new Stack(running).close();
    throw error;
  }
  return new Stack(running);
}

export class Stack {
  constructor(private running: Map<ServiceName, RunningService>) {}

  /** A stack running nothing yet (useStack's, until its beforeAll boots the services). */
  static empty(): Stack {
    return new Stack(new Map());
  }

  /** Takes over the services another stack booted (to restart them, or fill an empty stack). */
  adopt(booted: Stack): void {
    this.running = booted.running;
  }

  /**
   * Closes one service and boots it again, as a restarted process would start (the edge finds the new
   * port). `samePort` comes back where it was, as `npm start` restarts it; `whileDown` runs in between.
   */
  async restart(
    name: ServiceName,
    factory: AppFactory,
    options: { samePort?: boolean; whileDown?: () => Promise<void> } = {},
  ): Promise<void> {
    const port = options.samePort ? Number(new URL(this.url(name)).port) : 0;
    await this.app(name).close();
    await options.whileDown?.();
    const app = await factory();
    await app.listen({ port, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    process.env[serviceEnvName(name, 'URL')] = url;
    this.running.set(name, { app, url });
  }

  url(name: ServiceName): string {
    const service = this.running.get(name);
    if (!service) throw new Error(`${name} is not running in this test`);
    return service.url;
  }

  /** A booted service's Nest application (to read its routes' metadata). */
  app(name: ServiceName): NestFastifyApplication {
    const service = this.running.get(name);
    if (!service) throw new Error(`${name} is not running in this test`);
    return service.app;
  }

  /** supertest against the edge: the way clients reach the product. */
  get api() {
    return request(this.url('edge'));
  }

  async close(): Promise<void> {
    const apps = [...this.running.values()].reverse();
    this.running = new Map();
    for (const { app } of apps) await app.close();
  }
}

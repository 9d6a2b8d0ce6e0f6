import { randomBytes } from 'node:crypto';
import { serviceEnvName, type ServiceName } from '@arena/shared';

/** The secrets production mode refuses to start without: a fresh set for each run of a tool's stack. */
export function freshSecrets(): Record<'INTERNAL_SECRET' | 'IM_SECRET' | 'PAY_SANDBOX_SECRET', string> {
  const secret = () => randomBytes(24).toString('hex');
  return { INTERNAL_SECRET: secret(), IM_SECRET: secret(), PAY_SANDBOX_SECRET: secret() };
}

export interface ToolStackEnv {
  /** Every service's base URL, so each finds the others. */
  urls: ReadonlyMap<ServiceName, string>;
  secrets: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
}

/**
 * How a tool (the benches, the fault suite) runs one of the product's processes: production mode
 * with the tool's own secrets and stores, quiet logs (they are piped into the tool, which also drives
 * the load) and rate limits too high to interfere with a load.
 */
export function productionServiceEnv(name: ServiceName, stack: ToolStackEnv): NodeJS.ProcessEnv {
  const urls = Object.fromEntries([...stack.urls].map(([service, url]) => [serviceEnvName(service, 'URL'), url]));
  return {
    ...process.env,
    ...urls,
    ...stack.secrets,
    SERVICE_NAME: name,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    [serviceEnvName(name, 'PORT')]: new URL(stack.urls.get(name) as string).port,
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_PER_MINUTE: '1000000000',
    RATE_LIMIT_USER_PER_MINUTE: '1000000000',
    IM_SEND_LIMIT: '1000000000',
  };
}

import { fromEnv } from './from-env';
import { loadSecrets } from './secrets';

/**
 * Typed configuration read once from the environment. Every default works on a fresh machine
 * (Postgres and Redis on 127.0.0.1); production overrides them through env (compose, k8s Secret).
 */
export interface AppConfig {
  env: 'development' | 'test' | 'production';
  databaseUrl: string;
  /** Connections each service process may hold open to PostgreSQL. */
  databasePoolMax: number;
  redisUrl: string;
  /** BullMQ's key prefix: every process sharing one Redis and one prefix shares the job queues. */
  jobsPrefix: string;
  /** Prefix of the event streams' keys: processes sharing a Redis and a prefix hear each other's events. */
  eventsPrefix: string;
  /** Signs the internal auth header the edge (and services calling each other) send. */
  internalSecret: string;
  /** Signs messaging (IM) signatures that the realtime gateway verifies. */
  imSecret: string;
  sessionTtlDays: number;
  admin: { mobile: string; password: string; countryCode: string };
  uploadsDir: string;
  /** Public base of uploaded files, as served by the edge. */
  uploadsPublicPath: string;
  rateLimit: { perIpPerMinute: number; perUserPerMinute: number };
  /** Verification codes one mobile number and one client address may ask for per hour. */
  codeLimit: { perMobilePerHour: number; perIpPerHour: number };
  upstreamTimeoutMs: number;
  /** Fastify `trustProxy`: the proxies whose X-Forwarded-For is believed (names, IPs or CIDRs); none by default. */
  trustProxy: string;
  logLevel: string;
  /** The address services listen on (0.0.0.0 in containers). */
  host: string;
}

let cached: AppConfig | undefined;

export function loadConfig(): AppConfig {
  if (cached) return cached;
  const env = fromEnv.oneOf('NODE_ENV', ['development', 'test', 'production'], 'development');
  const secrets = loadSecrets(env, ['INTERNAL_SECRET', 'IM_SECRET']);
  cached = {
    env,
    databaseUrl: fromEnv.string('DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/arena'),
    databasePoolMax: fromEnv.number('DATABASE_POOL_MAX', 10, { min: 1, integer: true }),
    redisUrl: fromEnv.string('REDIS_URL', 'redis://127.0.0.1:6379/0'),
    jobsPrefix: fromEnv.string('JOBS_PREFIX', 'bull'),
    eventsPrefix: fromEnv.string('EVENTS_PREFIX', ''),
    internalSecret: secrets.INTERNAL_SECRET,
    imSecret: secrets.IM_SECRET,
    sessionTtlDays: fromEnv.number('SESSION_TTL_DAYS', 30, { min: 1 }),
    admin: {
      mobile: fromEnv.string('ADMIN_MOBILE', '13800000000'),
      password: fromEnv.string('ADMIN_PASSWORD', 'admin123456'),
      countryCode: fromEnv.string('ADMIN_COUNTRY_CODE', '86'),
    },
    uploadsDir: fromEnv.string('UPLOADS_DIR', 'var/uploads'),
    uploadsPublicPath: '/uploads',
    rateLimit: {
      perIpPerMinute: fromEnv.number('RATE_LIMIT_IP_PER_MINUTE', 1200, { min: 1 }),
      perUserPerMinute: fromEnv.number('RATE_LIMIT_USER_PER_MINUTE', 600, { min: 1 }),
    },
    codeLimit: {
      perMobilePerHour: fromEnv.number('CODE_LIMIT_MOBILE_PER_HOUR', 10, { min: 1 }),
      perIpPerHour: fromEnv.number('CODE_LIMIT_IP_PER_HOUR', 30, { min: 1 }),
    },
    upstreamTimeoutMs: fromEnv.number('UPSTREAM_TIMEOUT_MS', 20_000, { min: 1 }),
    trustProxy: fromEnv.string('TRUST_PROXY', ''),
    logLevel: fromEnv.string('LOG_LEVEL', env === 'test' ? 'warn' : 'info'),
    host: fromEnv.string('HOST', '127.0.0.1'),
  };
  return cached;
}

/** Tests change env between suites; this forgets the cached copy. */
export function resetConfig(): void {
  cached = undefined;
}

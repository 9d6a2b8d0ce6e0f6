import { loadSecrets } from './secrets';

/**
 * Typed configuration read once from the environment. Every default works on a fresh machine
 * (Postgres and Redis on 127.0.0.1); production overrides them through env (compose, k8s Secret).
 */
export interface AppConfig {
  env: 'development' | 'test' | 'production';
  databaseUrl: string;
  redisUrl: string;
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
}

const str = (name: string, fallback: string): string => process.env[name] || fallback;
const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value)) throw new Error(`Environment variable ${name} must be a number, got "${raw}"`);
  return value;
};

let cached: AppConfig | undefined;

export function loadConfig(): AppConfig {
  if (cached) return cached;
  const env = str('NODE_ENV', 'development') as AppConfig['env'];
  const secrets = loadSecrets(env, ['INTERNAL_SECRET', 'IM_SECRET']);
  cached = {
    env,
    databaseUrl: str('DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/arena'),
    redisUrl: str('REDIS_URL', 'redis://127.0.0.1:6379/0'),
    internalSecret: secrets.INTERNAL_SECRET,
    imSecret: secrets.IM_SECRET,
    sessionTtlDays: num('SESSION_TTL_DAYS', 30),
    admin: {
      mobile: str('ADMIN_MOBILE', '13800000000'),
      password: str('ADMIN_PASSWORD', 'admin123456'),
      countryCode: str('ADMIN_COUNTRY_CODE', '86'),
    },
    uploadsDir: str('UPLOADS_DIR', 'var/uploads'),
    uploadsPublicPath: '/uploads',
    rateLimit: {
      perIpPerMinute: num('RATE_LIMIT_IP_PER_MINUTE', 1200),
      perUserPerMinute: num('RATE_LIMIT_USER_PER_MINUTE', 600),
    },
    codeLimit: {
      perMobilePerHour: num('CODE_LIMIT_MOBILE_PER_HOUR', 10),
      perIpPerHour: num('CODE_LIMIT_IP_PER_HOUR', 30),
    },
    upstreamTimeoutMs: num('UPSTREAM_TIMEOUT_MS', 20_000),
    trustProxy: process.env.TRUST_PROXY ?? '',
    logLevel: str('LOG_LEVEL', env === 'test' ? 'warn' : 'info'),
  };
  return cached;
}

/** Tests change env between suites; this forgets the cached copy. */
export function resetConfig(): void {
  cached = undefined;
}

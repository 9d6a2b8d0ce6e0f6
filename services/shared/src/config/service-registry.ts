import { fromEnv } from './from-env';

/**
 * Every process of the product, with its default local port: the one place a port is written.
 * `npm start` and the tests read it; docker-compose.yml and k8s/ cannot import it, so
 * `npm run new:service` writes a new service's port there too and test/deploy/manifests.spec.ts fails
 * on any drift. `npm run new:service` appends entries here and to BUILT_SERVICES (keep one per line).
 */
export const SERVICES = {
  edge: { port: 3000 },
  account: { port: 4101 },
  wallet: { port: 4102 },
  activity: { port: 4103 },
  live: { port: 4104 },
  gifts: { port: 4105 },
  scores: { port: 4106 },
  community: { port: 4107 },
  video: { port: 4108 },
  realtime: { port: 4110 },
  media: { port: 4111 },
  search: { port: 4112 },
} as const;

export type ServiceName = keyof typeof SERVICES;
/** Services the edge forwards catalogued API paths to. */
export type BackendService = Exclude<ServiceName, 'edge'>;

/** A service's environment variable: `serviceEnvName('live-scores', 'URL')` is `LIVE_SCORES_URL`. */
export function serviceEnvName(name: string, suffix: 'URL' | 'PORT'): string {
  return `${name.toUpperCase().replace(/-/g, '_')}_${suffix}`;
}

/** Base URL of a service: `<NAME>_URL` overrides the local default (compose and k8s set it). */
export function serviceUrl(name: ServiceName): string {
  return fromEnv.string(serviceEnvName(name, 'URL'), `http://127.0.0.1:${SERVICES[name].port}`);
}

/** Port a service listens on: `<NAME>_PORT`, or `PORT` for the edge (the product's public port). */
export function servicePort(name: ServiceName): number {
  const fallback =
    name === 'edge' ? fromEnv.number('PORT', SERVICES.edge.port, { min: 0, integer: true }) : SERVICES[name].port;
  return fromEnv.number(serviceEnvName(name, 'PORT'), fallback, { min: 0, integer: true });
}

let booted: ServiceName | undefined;

/** Remembers which service this process runs (the first booted, when tests boot several in one process). */
export function identifyService(name: ServiceName): void {
  booted ??= name;
}

/** The service this process runs, as it signs its calls: SERVICE_NAME (set in the images), else the booted one. */
export function currentService(): string {
  return fromEnv.string('SERVICE_NAME', booted ?? 'service');
}

/**
 * The services that exist so far: `npm start` runs these, the deployment files must describe them,
 * and callers of a service not listed here use its documented "not built yet" answer.
 */
export const BUILT_SERVICES: readonly ServiceName[] = [
  'edge',
  'account',
  'realtime',
  'wallet',
  'activity',
  'live',
  'media',
  'gifts',
  'scores',
  'video',
  'community',
  'search',
];

export const isBuilt = (name: ServiceName): boolean => BUILT_SERVICES.includes(name);

/** Every process of the product, with its default local port. `npm start`, compose and k8s read this. */
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
} as const;

export type ServiceName = keyof typeof SERVICES;
/** Services the edge forwards catalogued API paths to. */
export type BackendService = Exclude<ServiceName, 'edge'>;

/** Base URL of a service: `<NAME>_URL` overrides the local default (compose and k8s set it). */
export function serviceUrl(name: ServiceName): string {
  const fromEnv = process.env[`${name.toUpperCase()}_URL`];
  return fromEnv ?? `http://127.0.0.1:${SERVICES[name].port}`;
}

/** Port a service listens on: `<NAME>_PORT`, or `PORT` for the edge (the product's public port). */
export function servicePort(name: ServiceName): number {
  const fromEnv = process.env[`${name.toUpperCase()}_PORT`] ?? (name === 'edge' ? process.env.PORT : undefined);
  return fromEnv ? Number(fromEnv) : SERVICES[name].port;
}

/**
 * The services that exist so far: `npm start` runs these, the deployment files must describe them,
 * and callers of a service not listed here use its documented "not built yet" answer.
 */
export const BUILT_SERVICES: readonly ServiceName[] = ['edge', 'account', 'realtime', 'wallet', 'activity'];

export const isBuilt = (name: ServiceName): boolean => BUILT_SERVICES.includes(name);

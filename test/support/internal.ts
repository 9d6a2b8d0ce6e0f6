import { INTERNAL_AUTH_HEADER, loadConfig, ServiceName, signClaims } from '@arena/shared';
import request from 'supertest';
import type { Stack } from './stack';

/** A request to a service's internal route, signed as another service would sign it. */
export function internal(stack: Stack, service: ServiceName, method: 'get' | 'post', path: string) {
  const agent = request(stack.url(service));
  const pending = method === 'get' ? agent.get(path) : agent.post(path);
  return pending.set(INTERNAL_AUTH_HEADER, signClaims({ svc: 'test' }, loadConfig().internalSecret));
}

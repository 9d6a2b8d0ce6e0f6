import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ENDPOINT_META, EndpointOptions } from '@arena/shared';

/** One route a service serves, as its controllers declare it. */
export interface ServiceRoute {
  method: string;
  /** The service's own path, e.g. `/admin/users/:id/ban`. */
  path: string;
  endpoint?: EndpointOptions;
}

const join = (...parts: (string | string[] | undefined)[]) =>
  `/${parts
    .map((part) => (Array.isArray(part) ? part[0] : part) ?? '')
    .join('/')
    .split('/')
    .filter(Boolean)
    .join('/')}`;

/**
 * Every route of a booted service, read from its controllers' metadata, so a test can cover routes
 * added later without anyone listing them.
 */
export function serviceRoutes(app: NestFastifyApplication): ServiceRoute[] {
  const routes: ServiceRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | undefined;
      if (!controller) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (method === undefined || path === undefined) continue;
        routes.push({
          method: RequestMethod[method],
          path: join(base, path),
          endpoint: Reflect.getMetadata(ENDPOINT_META, handler) as EndpointOptions | undefined,
        });
      }
    }
  }
  return routes;
}

import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  HttpCode,
  RequestMethod,
  SetMetadata,
} from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ApiBody, ApiExtension, ApiOkResponse, ApiOperation, ApiQuery, ApiSecurity } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validate } from './validate';

export const ENDPOINT_META = 'arena:endpoint';

export type EndpointAuth = 'open' | 'public' | 'user' | 'streamer' | 'room-owner' | 'room-staff' | 'admin' | 'internal';

/** Levels a visitor without a session may call. */
export const isVisitorAuth = (auth: EndpointAuth): boolean => auth === 'open' || auth === 'public';

export interface EndpointOptions {
  summary: string;
  /**
   * Who may call the route: the one declaration of its access (the edge's route table only says
   * where a public path goes; the authorisation matrix reads this). open: anyone, no internal header
   * (health, docs, files); public: through the edge, visitors allowed (default); user: login required;
   * streamer: a user acting on the room he owns; room-owner: a room's streamer or a platform
   * administrator; room-staff: those, and the room's administrators and assistants; admin: platform
   * administrators; internal: services only. The guard requires a login for the room levels; the
   * route checks the room itself.
   */
  auth?: EndpointAuth;
  input?: z.ZodType;
  /**
   * What `data` holds when the call succeeds (the envelope's payload), or, for the few routes that
   * answer something other than an envelope (a page, a file), its media type. Required: the public
   * document and the site's generated types describe every answer from it.
   */
  output: z.ZodType | RawOutput;
  /** Message key for missing fields instead of "<field> is required". */
  missingKey?: string;
}

/** An answer sent as it is, not wrapped in the envelope: an HTML page, a stored file. */
export interface RawOutput {
  raw: 'text/html' | 'application/octet-stream';
}
export const HTML_PAGE: RawOutput = { raw: 'text/html' };
export const FILE_CONTENT: RawOutput = { raw: 'application/octet-stream' };
const isRaw = (output: EndpointOptions['output']): output is RawOutput =>
  'raw' in output && typeof output.raw === 'string';

type JsonSchema = Record<string, unknown>;
const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

/**
 * Describes a route once: auth level, validated input, OpenAPI request and envelope response.
 * Place it above `@Get`/`@Post` so the input is documented as query or body accordingly.
 */
export function Endpoint(options: EndpointOptions): MethodDecorator {
  return (target, key, descriptor) => {
    const isGet = Reflect.getMetadata(METHOD_METADATA, descriptor.value as object) === RequestMethod.GET;
    return applyDecorators(...endpointDecorators(options, isGet))(target, key, descriptor);
  };
}

function endpointDecorators(options: EndpointOptions, isGet: boolean): MethodDecorator[] {
  // HTTP 200 for every business outcome, POST included (Nest would answer 201): the envelope's code says the rest.
  const decorators: MethodDecorator[] = [
    SetMetadata(ENDPOINT_META, options),
    HttpCode(200),
    ApiOperation({ summary: options.summary }),
  ];
  const auth = options.auth ?? 'public';
  // The access in the public document too: a client (and a reader of /api/docs) sees who may call.
  decorators.push(ApiExtension('x-access', auth));
  if (!isVisitorAuth(auth)) decorators.push(ApiSecurity('token'));
  if (options.input) {
    const schema = toSchema(options.input, 'input');
    if (!isGet) decorators.push(ApiBody({ schema }));
    else {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries(properties))
        decorators.push(ApiQuery({ name, required: required.has(name), schema: property }));
    }
  }
  if (isRaw(options.output)) {
    decorators.push(
      ApiOkResponse({
        content: {
          [options.output.raw]: {
            schema: { type: 'string', format: options.output.raw === 'text/html' ? undefined : 'binary' },
          },
        },
      }),
    );
    return decorators;
  }
  const data = toSchema(options.output, 'output');
  decorators.push(
    ApiOkResponse({
      schema: {
        type: 'object',
        required: ['code', 'msg', 'data'],
        properties: { code: { type: 'integer', example: 0 }, msg: { type: 'string' }, data },
      },
    }),
  );
  return decorators;
}

/**
 * The route's validated input. Callers send fields as query string, JSON or form body (the site
 * uses both for GET and POST), so both are merged, body winning; path parameters win over both.
 */
export const Input = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const meta = Reflect.getMetadata(ENDPOINT_META, ctx.getHandler()) as EndpointOptions | undefined;
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
  const merged = { ...(request.query as object), ...body, ...(request.params as object) };
  return meta?.input ? validate(meta.input, merged, { missingKey: meta.missingKey }) : merged;
});

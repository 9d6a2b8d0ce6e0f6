/**
 * What `npm run new:service -- <name>` writes for a new service: a package in the recipe's shape
 * (docs/architecture.md, "Adding a service") with one feature, `GET /api/<name>/hello`, reachable
 * through the edge, its test, and its deployment files. Each function returns one file's text.
 */

/** The spellings of a service's name: `live-scores` is LiveScores, LIVE_SCORES, liveScores. */
export interface ServiceNames {
  /** As in the registry, folders, URLs and k8s: `live-scores`. */
  name: string;
  /** Classes and factories: `LiveScores` (LiveScoresModule, createLiveScoresApp). */
  pascal: string;
  /** Functions and variables: `liveScores` (liveScoresConfig). */
  camel: string;
  /** Constants and environment variables: `LIVE_SCORES` (LIVE_SCORES_MESSAGES, LIVE_SCORES_URL). */
  constant: string;
}

export function serviceNames(name: string): ServiceNames {
  const pascal = name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return {
    name,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    constant: name.toUpperCase().replace(/-/g, '_'),
  };
}

/** The versions the new package declares: the shared kit's own, so the lockfile needs nothing new. */
export interface Versions {
  shared: string;
  nestCommon: string;
  zod: string;
}

/** A registry key: quoted when it has a dash. */
export const registryKey = (name: string) => (/^[a-z]+$/.test(name) ? name : `'${name}'`);

export function packageJson(n: ServiceNames, versions: Versions): string {
  const manifest = {
    name: `@arena/${n.name}`,
    version: '0.1.0',
    private: true,
    main: 'dist/index.js',
    types: 'src/index.ts',
    exports: { '.': { types: './src/index.ts', default: './dist/index.js' } },
    dependencies: { '@arena/shared': versions.shared, '@nestjs/common': versions.nestCommon, zod: versions.zod },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export const mainTs = (n: ServiceNames) => `import { listen } from '@arena/shared';
import { create${n.pascal}App } from './${n.name}.app';

void create${n.pascal}App().then((app) => listen(app, '${n.name}'));
`;

export const indexTs = (
  n: ServiceNames,
) => `/** What other packages (tools, tests) may use of the ${n.name} service: its app factory. */
export { create${n.pascal}App as createApp } from './${n.name}.app';
`;

export const appTs = (n: ServiceNames) => `import { createServiceApp } from '@arena/shared';
import { ${n.camel}Config } from './${n.name}.config';
import { ${n.pascal}Module } from './${n.name}.module';

/** The ${n.name} service as \`main.ts\` runs it and as tests boot it. */
export function create${n.pascal}App() {
  ${n.camel}Config(); // fail fast on a bad setting
  return createServiceApp(${n.pascal}Module, '${n.name}');
}
`;

export const moduleTs = (n: ServiceNames) => `import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { ${n.constant}_MESSAGES } from './${n.name}.messages';
import { ${n.pascal}HelloController } from './hello/hello.controller';
import { ${n.pascal}HelloService } from './hello/hello.service';

registerMessages(${n.constant}_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [${n.pascal}HelloController],
  providers: [${n.pascal}HelloService],
})
export class ${n.pascal}Module {}
`;

export const configTs = (n: ServiceNames) => `import { fromEnv } from '@arena/shared';

/** ${n.pascal} settings with their defaults; the environment overrides them. */
export interface ${n.pascal}Config {
  /** Who \`GET /api/${n.name}/hello\` greets when the caller names nobody. */
  defaultName: string;
}

export function ${n.camel}Config(): ${n.pascal}Config {
  return {
    defaultName: fromEnv.string('${n.constant}_DEFAULT_NAME', 'Arena'),
  };
}
`;

export const messagesTs = (n: ServiceNames) => `import { MessageCatalogue } from '@arena/shared';

/** Messages of the ${n.name} service, in every language (keys prefixed \`${n.name}.\`). */
export const ${n.constant}_MESSAGES: MessageCatalogue = {
  '${n.name}.hello': { zh: '你好，{name}！', en: 'Hello, {name}!', vi: 'Xin chào, {name}!' },
  'field.name': { zh: '名称', en: 'Name', vi: 'Tên' },
};
`;

export const helloSchemasTs = (n: ServiceNames) => `import { fields } from '@arena/shared';
import { z } from 'zod';

/** Who to greet: anybody, in at most 40 characters; nobody means the configured default. */
export const HelloInput = z.object({ name: fields.optionalText(40).describe('Who to greet') });
export type HelloInput = z.output<typeof HelloInput>;

/** The greeting, in the caller's language. */
export const HelloOutput = z.object({ greeting: z.string(), service: z.literal('${n.name}') });
export type HelloView = z.output<typeof HelloOutput>;
`;

export const helloServiceTs = (n: ServiceNames) => `import { Injectable } from '@nestjs/common';
import { Lang, translate } from '@arena/shared';
import { ${n.camel}Config } from '../${n.name}.config';
import { HelloView } from './hello.schemas';

/** The feature's logic, out of the controller: a feature with data takes its repository here. */
@Injectable()
export class ${n.pascal}HelloService {
  private readonly config = ${n.camel}Config();

  greet(name: string | undefined, lang: Lang): HelloView {
    return { greeting: translate('${n.name}.hello', lang, { name: name ?? this.config.defaultName }), service: '${n.name}' };
  }
}
`;

export const helloControllerTs = (n: ServiceNames) => `import { Controller, Get } from '@nestjs/common';
import { Ctx, Endpoint, Input, RequestContext } from '@arena/shared';
import { HelloInput, HelloOutput } from './hello.schemas';
import { ${n.pascal}HelloService } from './hello.service';

/** Served under \`/${n.name}\`: the edge forwards \`/api/${n.name}/*\` here (services/edge/src/routing/${n.name}.routes.ts). */
@Controller('${n.name}')
export class ${n.pascal}HelloController {
  constructor(private readonly hello: ${n.pascal}HelloService) {}

  @Endpoint({ summary: 'A greeting from the ${n.name} service, in the caller language', input: HelloInput, output: HelloOutput })
  @Get('hello')
  greet(@Input() input: HelloInput, @Ctx() ctx: RequestContext) {
    return this.hello.greet(input.name, ctx.lang);
  }
}
`;

export const e2eTs = (n: ServiceNames) => `import request from 'supertest';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** The ${n.name} service through the edge, as a client calls it. */
describe('${n.name} (hello, through the edge)', () => {
  const { stack } = useStack(() => stackOf('${n.name}'));
  const hello = (lang: string, query: Record<string, string> = {}) => stack.api.get('/api/${n.name}/hello').query(query).set('lang', lang);

  it.each([
    ['zh', '你好，Arena！'],
    ['en', 'Hello, Arena!'],
    ['vi', 'Xin chào, Arena!'],
  ])('greets in %s', async (lang, greeting) => {
    const response = await hello(lang);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: 0, msg: expect.any(String), data: { greeting, service: '${n.name}' } });
  });

  it('greets the name it is given, matched case-insensitively like every edge path', async () => {
    expect((await hello('en', { name: 'Lan' })).body.data.greeting).toBe('Hello, Lan!');
    expect((await stack.api.get('/API/${n.name.toUpperCase()}/Hello').set('lang', 'en')).body.data.greeting).toBe('Hello, Arena!');
  });

  it('refuses a name over 40 characters, naming the field in the caller language', async () => {
    expect((await hello('en', { name: 'x'.repeat(41) })).body).toEqual({ code: 1, msg: 'Name must be at most 40 characters', data: null });
    expect((await hello('vi', { name: 'x'.repeat(41) })).body.msg).toBe('Tên không được vượt quá 40 ký tự');
  });

  it('answers its health probes on its own port', async () => {
    expect((await request(stack.url('${n.name}')).get('/health/live')).status).toBe(200);
    expect((await request(stack.url('${n.name}')).get('/health/ready')).status).toBe(200);
  });
});
`;

export const edgeRoutesTs = (n: ServiceNames) => `import { ServiceRoutes } from './route-entry';

/**
 * The ${n.name} service: no catalogued path yet (add its rows of the endpoint catalogue, docs/product.md, to \`catalogue\`);
 * everything under \`/api/${n.name}\` goes to its own \`/${n.name}/...\` routes.
 */
export const ${n.constant}_ROUTES: ServiceRoutes = {
  service: '${n.name}',
  catalogue: [],
  prefixes: [{ prefix: '/api/${n.name}', target: '/${n.name}' }],
};
`;

export const k8sYaml = (
  n: ServiceNames,
  port: number,
) => `# The ${n.name} service (port ${port} in service-registry.ts), written by \`npm run new:service\`.
# Stateless: any replica serves any request. Image: \`docker build --target service --build-arg SERVICE=${n.name}\`.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${n.name}
  namespace: arena-live
  labels:
    app.kubernetes.io/name: ${n.name}
    app.kubernetes.io/part-of: arena-live
spec:
  replicas: 2
  selector:
    matchLabels:
      app.kubernetes.io/name: ${n.name}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${n.name}
        app.kubernetes.io/part-of: arena-live
    spec:
      securityContext:
        runAsNonRoot: true
        runAsUser: 1000
      containers:
        - name: ${n.name}
          image: arena-live/${n.name}:0.1.0
          ports:
            - { name: http, containerPort: ${port} }
          envFrom:
            - configMapRef: { name: arena-config }
            - secretRef: { name: arena-secrets }
          # Up to a minute to start (migrations done by the job, but caches and connections warm first);
          # liveness only counts once it has.
          startupProbe:
            httpGet: { path: /health/live, port: http }
            periodSeconds: 2
            failureThreshold: 30
          readinessProbe:
            httpGet: { path: /health/ready, port: http }
            periodSeconds: 10
            timeoutSeconds: 3
          livenessProbe:
            httpGet: { path: /health/live, port: http }
            periodSeconds: 20
            timeoutSeconds: 3
          resources:
            requests: { cpu: 100m, memory: 128Mi }
            limits: { cpu: '1', memory: 512Mi }
---
apiVersion: v1
kind: Service
metadata:
  name: ${n.name}
  namespace: arena-live
  labels:
    app.kubernetes.io/name: ${n.name}
    app.kubernetes.io/part-of: arena-live
spec:
  selector:
    app.kubernetes.io/name: ${n.name}
  ports:
    - { name: http, port: ${port}, targetPort: http }
---
# A drained node takes at most one replica at a time.
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ${n.name}
  namespace: arena-live
  labels:
    app.kubernetes.io/part-of: arena-live
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${n.name}
`;

export const composeBlock = (n: ServiceNames) => `  # The ${n.name} service (written by \`npm run new:service\`).
  ${n.name}:
    <<: *service
    build: { context: ., target: service, args: { SERVICE: ${n.name} } }
    image: arena-live/${n.name}:local
`;

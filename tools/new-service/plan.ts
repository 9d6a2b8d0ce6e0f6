import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as template from './templates';

/**
 * What adding a service writes, worked out without touching the disk: the new files, and the
 * existing ones (registry, edge route table, compose, k8s) as they will read afterwards. The CLI
 * (`new-service.ts`) writes the plan; its test checks a plan against the project's own checks.
 */
export interface PlannedFile {
  /** Relative to the repository root, with `/`. */
  path: string;
  content: string;
  /** `new` files must not exist yet; `edit`ed ones are rewritten whole. */
  kind: 'new' | 'edit';
}

export interface ServicePlan {
  name: string;
  port: number;
  files: PlannedFile[];
}

export const REGISTRY_FILE = 'services/shared/src/config/service-registry.ts';
export const ROUTE_TABLE_FILE = 'services/edge/src/routing/route-table.ts';
const ROUTES_DIR = 'services/edge/src/routing';

/**
 * Names a service may not take: the workspaces that are not services, the Dockerfile's stages, the
 * compose file's other services, and first segments every service already serves (health, docs).
 */
const RESERVED = [
  'shared',
  'contracts',
  'protocol',
  'web',
  'service',
  'runtime',
  'manifests',
  'deps',
  'build',
  'prod-deps',
  'migrate',
  'postgres',
  'redis',
  'health',
  'openapi',
  'api',
  'docs',
  'uploads',
];

/** The ports and names of the registry's SERVICES, read from its source (tools run before any build). */
export function registryPorts(registrySource: string): Map<string, number> {
  const block = literalBody(registrySource, 'export const SERVICES = {', REGISTRY_FILE);
  return new Map(
    [...block.matchAll(/^\s*'?([a-z-]+)'?: \{ port: (\d+) \}/gm)].map((match) => [match[1], Number(match[2])]),
  );
}

/** Why `name` cannot be a new service, or undefined when it can. */
export function nameProblem(root: string, name: string): string | undefined {
  if (!/^[a-z]+(-[a-z]+)*$/.test(name))
    return `"${name}": a service name is lowercase letters a-z, words joined by single dashes (e.g. "clips" or "live-scores")`;
  if (name.length > 30) return `"${name}": at most 30 characters (it names k8s objects and environment variables)`;
  if (RESERVED.includes(name))
    return `"${name}" is reserved (a workspace, a Dockerfile stage, a compose service or a path every service serves)`;
  if (registryPorts(read(root, REGISTRY_FILE)).has(name))
    return `"${name}" is already in the registry (${REGISTRY_FILE})`;
  for (const taken of [`services/${name}`, `k8s/services/${name}.yaml`, `${ROUTES_DIR}/${name}.routes.ts`])
    if (existsSync(path.join(root, taken))) return `"${name}": ${taken} already exists`;
  // The edge would send /api/<name>/... to the new service: no existing route may live there.
  const routed = readdirSync(path.join(root, ROUTES_DIR))
    .filter((file) => file.endsWith('.routes.ts'))
    .flatMap((file) => {
      const text = read(root, `${ROUTES_DIR}/${file}`);
      const paths = [...text.matchAll(/\bpath: '([^']+)'/g)].map((match) => `/api/${match[1].replace(/^api\//i, '')}`);
      const prefixes = [...text.matchAll(/\bprefix: '([^']+)'/g)].map((match) => match[1]);
      return [...paths, ...prefixes].map((route) => ({ route, file }));
    });
  const clash = routed.find(
    ({ route }) => route.toLowerCase() === `/api/${name}` || route.toLowerCase().startsWith(`/api/${name}/`),
  );
  if (clash)
    return `"${name}": the edge already routes ${clash.route} (${ROUTES_DIR}/${clash.file}), under the new service's /api/${name}`;
  return undefined;
}

/** The next port after the registry's highest. */
export function nextPort(registrySource: string): number {
  return Math.max(4100, ...registryPorts(registrySource).values()) + 1;
}

export function planService(root: string, name: string): ServicePlan {
  const problem = nameProblem(root, name);
  if (problem) throw new Error(problem);
  const n = template.serviceNames(name);
  const registry = read(root, REGISTRY_FILE);
  const port = nextPort(registry);
  const shared = JSON.parse(read(root, 'services/shared/package.json')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  const versions = {
    shared: shared.version,
    nestCommon: shared.dependencies['@nestjs/common'],
    zod: shared.dependencies.zod,
  };
  const dir = `services/${name}`;
  const created: [string, string][] = [
    [`${dir}/package.json`, template.packageJson(n, versions)],
    [`${dir}/src/main.ts`, template.mainTs(n)],
    [`${dir}/src/index.ts`, template.indexTs(n)],
    [`${dir}/src/${name}.app.ts`, template.appTs(n)],
    [`${dir}/src/${name}.module.ts`, template.moduleTs(n)],
    [`${dir}/src/${name}.config.ts`, template.configTs(n)],
    [`${dir}/src/${name}.messages.ts`, template.messagesTs(n)],
    [`${dir}/src/hello/hello.schemas.ts`, template.helloSchemasTs(n)],
    [`${dir}/src/hello/hello.service.ts`, template.helloServiceTs(n)],
    [`${dir}/src/hello/hello.controller.ts`, template.helloControllerTs(n)],
    [`${dir}/test/${name}.e2e.ts`, template.e2eTs(n)],
    [`${ROUTES_DIR}/${name}.routes.ts`, template.edgeRoutesTs(n)],
    [`k8s/services/${name}.yaml`, template.k8sYaml(n, port)],
  ];

  const url = `http://${name}:${port}`;
  const envName = `${n.constant}_URL`;
  let registryAfter = appendToLiteral(
    registry,
    'export const SERVICES = {',
    `${template.registryKey(name)}: { port: ${port} }`,
    REGISTRY_FILE,
  );
  registryAfter = appendToLiteral(
    registryAfter,
    'export const BUILT_SERVICES: readonly ServiceName[] = [',
    `'${name}'`,
    REGISTRY_FILE,
  );
  let routeTable = insertAfterLast(
    read(root, ROUTE_TABLE_FILE),
    /^import \{ \w+_ROUTES \} from '\.\/[a-z-]+\.routes';$/m,
    `import { ${n.constant}_ROUTES } from './${name}.routes';`,
    ROUTE_TABLE_FILE,
  );
  routeTable = appendToLiteral(
    routeTable,
    'export const BUILT_ROUTES: ServiceRoutes[] = [',
    `${n.constant}_ROUTES`,
    ROUTE_TABLE_FILE,
  );
  let compose = insertAfterLast(
    read(root, 'docker-compose.yml'),
    /^ {2}[A-Z0-9_]+_URL: http:\/\/[a-z-]+:\d+$/m,
    `  ${envName}: ${url}`,
    'docker-compose.yml (x-service-urls)',
  );
  compose = insertBefore(
    compose,
    /^volumes:$/m,
    `${template.composeBlock(n)}\n`,
    'docker-compose.yml (the top-level volumes:)',
  );
  const config = insertAfterLast(
    read(root, 'k8s/config.yaml'),
    /^ {2}[A-Z0-9_]+_URL: http:\/\/[a-z-]+:\d+$/m,
    `  ${envName}: ${url}`,
    'k8s/config.yaml',
  );
  const kustomization = insertAfterLast(
    read(root, 'k8s/kustomization.yaml'),
    /^ {2}- services\/[a-z-]+\.yaml$/m,
    `  - services/${name}.yaml`,
    'k8s/kustomization.yaml',
  );
  const edited: [string, string][] = [
    [REGISTRY_FILE, registryAfter],
    [ROUTE_TABLE_FILE, routeTable],
    ['docker-compose.yml', compose],
    ['k8s/config.yaml', config],
    ['k8s/kustomization.yaml', kustomization],
  ];
  return {
    name,
    port,
    files: [
      ...created.map(([file, content]) => ({ path: file, content, kind: 'new' as const })),
      ...edited.map(([file, content]) => ({ path: file, content, kind: 'edit' as const })),
    ],
  };
}

/** Writes a plan; refuses before writing anything if a new file exists by now. */
export function writePlan(root: string, plan: ServicePlan): void {
  const existing = plan.files.filter((file) => file.kind === 'new' && existsSync(path.join(root, file.path)));
  if (existing.length > 0) throw new Error(`already exist: ${existing.map((file) => file.path).join(', ')}`);
  for (const file of plan.files) {
    mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
    writeFileSync(path.join(root, file.path), file.content);
  }
}

function read(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/** The text between `opener` (ending in `{` or `[`) and its closing bracket. */
function literalBody(text: string, opener: string, where: string): string {
  const { start, end } = literalBounds(text, opener, where);
  return text.slice(start, end);
}

function literalBounds(text: string, opener: string, where: string): { start: number; end: number } {
  const at = text.indexOf(opener);
  if (at === -1)
    throw new Error(`${where}: cannot find \`${opener}\` (the generator edits it; keep that line as it is)`);
  const open = opener.at(-1) as '{' | '[';
  const close = open === '{' ? '}' : ']';
  let depth = 1;
  for (let i = at + opener.length; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return { start: at + opener.length, end: i };
  }
  throw new Error(`${where}: \`${opener}\` is never closed`);
}

/** Appends `item` to the object or array literal opened by `opener`, one per line or inline as it is written. */
export function appendToLiteral(text: string, opener: string, item: string, where: string): string {
  const { start, end } = literalBounds(text, opener, where);
  const body = text.slice(start, end);
  if (!body.includes('\n')) {
    const inline = body.trim() === '' ? item : `${body.trimEnd().replace(/,$/, '')}, ${item}`;
    return text.slice(0, start) + inline + text.slice(end);
  }
  const lines = body.replace(/\s+$/, '').split('\n');
  const last = lines.at(-1) as string;
  const indent = /^\s*/.exec(last)?.[0] || '  ';
  const kept = body.trim() === '' ? '' : `${body.replace(/\s+$/, '').replace(/,?$/, ',')}`;
  const closingIndent = body.slice(body.lastIndexOf('\n') + 1);
  return `${text.slice(0, start)}${kept}\n${indent}${item},\n${closingIndent}${text.slice(end)}`;
}

/** Inserts `line` after the last line matching `pattern` (a multiline regex for one line). */
export function insertAfterLast(text: string, pattern: RegExp, line: string, where: string): string {
  const matches = [...text.matchAll(new RegExp(pattern.source, 'gm'))];
  const last = matches.at(-1);
  if (!last) throw new Error(`${where}: no line like ${pattern} to add after`);
  const end = (last.index ?? 0) + last[0].length;
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}

/** Inserts `block` just before the line matching `pattern`. */
function insertBefore(text: string, pattern: RegExp, block: string, where: string): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`${where}: no line like ${pattern}`);
  return text.slice(0, match.index) + block + text.slice(match.index);
}

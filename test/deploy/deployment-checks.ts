import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * Static checks of the deployment files against the service registry: each function returns the
 * problems it finds (an empty list means fine), so a test can also prove that a service missing
 * from the files is reported.
 */

export const repoRoot = path.resolve(__dirname, '../..');

/** The services the files must describe, with the port each listens on. */
export type ServicePorts = Record<string, number>;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
const tree = (value: unknown): Tree => (isTree(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** `at(doc, 'spec.template.spec')`: the value at a dotted path, undefined when any step is missing. */
const at = (value: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((current, key) => (isTree(current) ? current[key] : undefined), value);

/** `<NAME>_URL`, as serviceEnvName in service-registry.ts writes it (a dash is an underscore). */
const envName = (service: string) => `${service.toUpperCase().replace(/-/g, '_')}_URL`;
const internalUrl = (service: string, port: number) => `http://${service}:${port}`;

// ---------------------------------------------------------------------------------------------
// Dockerfile

export interface DockerStage {
  name: string;
  from: string;
  /** The stage's instructions after FROM, continuation lines joined. */
  instructions: string[];
}

export function parseDockerfile(text: string): DockerStage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ from: from[1], name: (from[2] ?? '').toLowerCase(), instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

/** A stage and the stages it is built FROM, the stage itself first. */
function stageChain(stages: DockerStage[], name: string): DockerStage[] {
  const stage = stages.find((s) => s.name === name);
  return stage ? [stage, ...stageChain(stages, stage.from)] : [];
}

/** `ENV A=1 B=2` and `ENV A 1` of a stage and of the stages it is built FROM. */
function stageEnv(stages: DockerStage[], name: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const stage of stageChain(stages, name).reverse()) {
    for (const line of stage.instructions) {
      const body = /^ENV\s+(.*)$/i.exec(line)?.[1];
      if (!body) continue;
      if (!body.includes('=')) {
        const [key, ...value] = body.split(/\s+/);
        env[key] = value.join(' ');
      } else
        for (const pair of body.match(/\S+=("[^"]*"|\S+)/g) ?? [])
          env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1).replace(/^"|"$/g, '');
    }
  }
  return env;
}

/** Manifests `npm ci` needs: the root's and every workspace's package.json. */
export function workspaceManifests(root = repoRoot): string[] {
  const services = readdirSync(path.join(root, 'services')).map((name) => `services/${name}/package.json`);
  return [...services, 'web/package.json'].filter((file) => existsSync(path.join(root, file)));
}

/** What a `COPY [--flags] <source>... <dest>` copies. */
const copySources = (line: string) =>
  line
    .split(/\s+/)
    .slice(1)
    .filter((word) => !word.startsWith('--'))
    .slice(0, -1);

/**
 * The Dockerfile builds every service from one stage, `service`, parameterised by the build-arg
 * SERVICE: nothing in it names a service, so `services` only serves to report a stage left over from
 * the one-stage-per-service days. The deps stage must see every workspace's manifest before `npm ci`:
 * copied one by one, or through a `manifests` stage that copies the workspace folders and keeps only
 * their package.json files.
 */
export function dockerfileProblems(text: string, services: ServicePorts, manifests: string[]): string[] {
  const problems: string[] = [];
  const stages = parseDockerfile(text);
  const stage = (name: string) => stages.find((s) => s.name === name);
  const deps = stage('deps');
  if (!deps) problems.push('Dockerfile: no `deps` stage');
  const viaManifests = !!deps?.instructions.some((line) => /^COPY\s+--from=manifests\s/i.test(line));
  const manifestsStage = stage('manifests');
  const keepsOnlyManifests = !!manifestsStage?.instructions.some((line) =>
    /^RUN\s.*-type f ! -name package\.json -delete/.test(line),
  );
  const copiedFolders = (manifestsStage?.instructions ?? [])
    .filter((line) => /^COPY\s/i.test(line))
    .flatMap(copySources);
  if (viaManifests && !keepsOnlyManifests)
    problems.push(
      'Dockerfile: the manifests stage must delete every file but package.json (`find ... -type f ! -name package.json -delete`)',
    );
  for (const manifest of manifests) {
    const copiedByName = deps?.instructions.some((line) =>
      new RegExp(`^COPY\\s+.*\\b${manifest.replace(/[./]/g, '\\$&')}\\s`).test(line),
    );
    const copiedWithItsFolder =
      viaManifests && copiedFolders.some((folder) => manifest.startsWith(`${folder.replace(/\/$/, '')}/`));
    if (!copiedByName && !copiedWithItsFolder)
      problems.push(`Dockerfile: the deps stage does not copy ${manifest} before npm ci`);
  }
  const migrate = stage('migrate');
  const migrateCmd = migrate?.instructions.find((line) => /^CMD\s/i.test(line)) ?? '';
  if (!migrate) problems.push('Dockerfile: no `migrate` stage');
  else if (!migrateCmd.includes('tools/db/migrate.ts') || !migrateCmd.includes('prisma/seed.ts'))
    problems.push('Dockerfile: the migrate stage does not run tools/db/migrate.ts then prisma/seed.ts');

  const service = stage('service');
  if (!service) return [...problems, 'Dockerfile: no `service` stage (`FROM runtime AS service` with `ARG SERVICE`)'];
  const chain = stageChain(stages, 'service');
  const lines = chain.flatMap((s) => s.instructions);
  if (!service.instructions.some((line) => /^ARG\s+SERVICE$/.test(line)))
    problems.push(
      'Dockerfile: the service stage must declare `ARG SERVICE` (no default: each image names its service)',
    );
  const env = stageEnv(stages, 'service');
  if (env.SERVICE_NAME !== '${SERVICE}')
    problems.push('Dockerfile: the service stage must set SERVICE_NAME=${SERVICE} (its health check needs it)');
  if (env.HOST !== '0.0.0.0') problems.push('Dockerfile: the service stage does not set HOST=0.0.0.0');
  const cmd = service.instructions.find((line) => /^CMD\s/i.test(line)) ?? '';
  if (!cmd.includes('services/$SERVICE_NAME/dist/main.js') || !/\bexec node\b/.test(cmd))
    problems.push(
      `Dockerfile: the service stage must run \`exec node services/$SERVICE_NAME/dist/main.js\`, has ${cmd || 'no CMD'}`,
    );
  // Ports are the registry's (compose and k8s say them): a fixed EXPOSE would be one more copy to drift.
  for (const line of lines.filter((l) => /^EXPOSE\s+\d/.test(l)))
    problems.push(`Dockerfile: the service stage has \`${line}\`: a port is written in service-registry.ts, not here`);
  // The edge serves the site from web/dist (services/edge/src/site) and renders /main's first screen
  // with its server render, one self-contained file in web/dist-ssr.
  for (const [from, to] of [
    ['web/dist', 'web/dist'],
    ['web/dist-ssr', 'web/dist-ssr'],
  ])
    if (!lines.some((line) => new RegExp(`^COPY\\s+--from=build\\s+\\S*${from}\\s+${to}$`).test(line)))
      problems.push(
        `Dockerfile: the service stage does not copy the built site's ${from} to ${to} (the edge serves it)`,
      );
  for (const name of Object.keys(services))
    if (stage(name))
      problems.push(
        `Dockerfile: stage \`AS ${name}\` repeats the service stage: build \`--target service --build-arg SERVICE=${name}\` instead`,
      );
  return problems;
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml

/** Compose files use `<<:` merge keys (YAML 1.1), as `docker compose` resolves them. */
export const parseCompose = (text: string): unknown => parse(text, { merge: true });

export function composeProblems(compose: unknown, services: ServicePorts): string[] {
  const problems: string[] = [];
  const all = tree(at(compose, 'services'));
  for (const infra of ['postgres', 'redis', 'migrate'])
    if (!all[infra]) problems.push(`compose: no \`${infra}\` service`);
  if (at(all.migrate, 'build.target') !== 'migrate')
    problems.push('compose: migrate is not built from the `migrate` target');

  for (const [name, port] of Object.entries(services)) {
    const service = all[name];
    if (!isTree(service)) {
      problems.push(`compose: no \`${name}\` service`);
      continue;
    }
    if (at(service, 'build.target') !== 'service' || at(service, 'build.args.SERVICE') !== name)
      problems.push(`compose: ${name} must be built with target: service, args: { SERVICE: ${name} }`);
    if (at(service, 'depends_on.migrate.condition') !== 'service_completed_successfully')
      problems.push(`compose: ${name} must depend on migrate with condition service_completed_successfully`);
    if (list(at(service, 'healthcheck.test')).length === 0) problems.push(`compose: ${name} has no healthcheck`);
    const env = tree(service.environment);
    if (env.HOST !== '0.0.0.0') problems.push(`compose: ${name} does not set HOST=0.0.0.0`);
    for (const [other, otherPort] of Object.entries(services)) {
      if (env[envName(other)] !== internalUrl(other, otherPort))
        problems.push(
          `compose: ${name} must set ${envName(other)}=${internalUrl(other, otherPort)}, has ${String(env[envName(other)])}`,
        );
    }
    if (name === 'edge' && !list(service.ports).some((p) => String(p) === `${port}:${port}`))
      problems.push(`compose: edge must publish ${port}:${port}`);
  }
  // A service removed from the registry must not linger here.
  for (const [name, service] of Object.entries(all)) {
    const built = at(service, 'build.args.SERVICE');
    if (at(service, 'build.target') === 'service' && (typeof built !== 'string' || services[built] === undefined))
      problems.push(`compose: ${name} builds SERVICE=${String(built)}, which is not a service of the registry`);
  }
  // The seed (migrate) writes the demo avatars that account serves: both need the files.
  for (const name of ['migrate', ...('account' in services ? ['account'] : [])]) {
    const env = tree(at(all[name], 'environment'));
    const mounted = list(at(all[name], 'volumes')).some(
      (v) => String(v).startsWith('uploads:') && String(v).endsWith(`:${String(env.UPLOADS_DIR)}`),
    );
    if (!mounted) problems.push(`compose: ${name} must mount the uploads volume at its UPLOADS_DIR`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// k8s/

export interface Manifest {
  file: string;
  kind: string;
  name: string;
  doc: Tree;
}

/** Every document of every YAML file under `dir`, with the parse errors found on the way. */
export function loadManifests(dir: string): { manifests: Manifest[]; kustomization?: Tree; problems: string[] } {
  const problems: string[] = [];
  const manifests: Manifest[] = [];
  let kustomization: Tree | undefined;
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.ya?ml$/.test(f)).sort();
  for (const file of files) {
    for (const document of parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))) {
      if (document.errors.length > 0) {
        problems.push(`k8s/${file}: ${document.errors.map((e) => e.message).join('; ')}`);
        continue;
      }
      const doc = document.toJS() as unknown;
      if (doc === null || doc === undefined) continue;
      const kind = String(at(doc, 'kind') ?? '');
      if (kind === 'Kustomization') {
        kustomization = tree(doc);
        continue;
      }
      const name = at(doc, 'metadata.name');
      if (!at(doc, 'apiVersion') || !kind || typeof name !== 'string')
        problems.push(`k8s/${file}: a document without apiVersion, kind or metadata.name`);
      else manifests.push({ file, kind, name, doc: tree(doc) });
    }
  }
  const listed = new Set(list(kustomization?.resources).map(String));
  for (const file of new Set(manifests.map((m) => m.file)))
    if (!listed.has(file)) problems.push(`k8s/kustomization.yaml does not list ${file}`);
  for (const file of listed)
    if (!files.includes(file)) problems.push(`k8s/kustomization.yaml lists ${file}, which does not exist`);
  return { manifests, kustomization, problems };
}

/** A container's port, by number or by the name of one of its ports. */
function resolvePort(container: unknown, port: unknown): number | undefined {
  if (typeof port === 'number') return port;
  const named = list(at(container, 'ports')).find((p) => at(p, 'name') === port);
  const number = at(named, 'containerPort');
  return typeof number === 'number' ? number : undefined;
}

const sameLabels = (selector: unknown, labels: unknown) =>
  Object.keys(tree(selector)).length > 0 && Object.entries(tree(selector)).every(([k, v]) => tree(labels)[k] === v);

function podProblems(where: string, podSpec: unknown): string[] {
  const problems: string[] = [];
  const container = list(at(podSpec, 'containers'))[0];
  const envFrom = list(at(container, 'envFrom'));
  if (!envFrom.some((e) => at(e, 'configMapRef.name') === 'arena-config'))
    problems.push(`${where}: env not from ConfigMap arena-config`);
  if (!envFrom.some((e) => at(e, 'secretRef.name') === 'arena-secrets'))
    problems.push(`${where}: env not from Secret arena-secrets`);
  for (const kind of ['requests', 'limits'])
    for (const resource of ['cpu', 'memory'])
      if (!at(container, `resources.${kind}.${resource}`)) problems.push(`${where}: no resources.${kind}.${resource}`);
  return problems;
}

function mountsUploads(podSpec: unknown): boolean {
  const volume = list(at(podSpec, 'volumes')).find((v) => at(v, 'persistentVolumeClaim.claimName') === 'uploads');
  const container = list(at(podSpec, 'containers'))[0];
  return (
    !!volume &&
    list(at(container, 'volumeMounts')).some(
      (m) => at(m, 'name') === at(volume, 'name') && at(m, 'mountPath') === '/data/uploads',
    )
  );
}

export function kubernetesProblems(manifests: Manifest[], services: ServicePorts): string[] {
  const problems: string[] = [];
  const find = (kind: string, name?: string) =>
    manifests.find((m) => m.kind === kind && (name === undefined || m.name === name));
  if (!find('Namespace')) problems.push('k8s: no Namespace');
  const config = tree(at(find('ConfigMap', 'arena-config')?.doc, 'data'));
  if (!find('ConfigMap', 'arena-config')) problems.push('k8s: no ConfigMap arena-config');
  if (config.HOST !== '0.0.0.0') problems.push('k8s: ConfigMap arena-config must set HOST=0.0.0.0');
  const secret = find('Secret', 'arena-secrets');
  for (const key of ['DATABASE_URL', 'INTERNAL_SECRET', 'IM_SECRET', 'ADMIN_PASSWORD'])
    if (!String(at(secret?.doc, `stringData.${key}`) ?? '').includes('REPLACE_ME'))
      problems.push(`k8s: Secret arena-secrets needs a REPLACE_ME placeholder for ${key}`);
  if (!find('PersistentVolumeClaim', 'uploads')) problems.push('k8s: no PersistentVolumeClaim uploads');

  const job = find('Job', 'migrate');
  const jobPod = at(job?.doc, 'spec.template.spec');
  const jobCommand = list(at(list(at(jobPod, 'containers'))[0], 'command')).join(' ');
  if (!job) problems.push('k8s: no Job migrate');
  else {
    if (!jobCommand.includes('tools/db/migrate.ts') || !jobCommand.includes('prisma/seed.ts'))
      problems.push('k8s: Job migrate must run the migrations then the seed');
    if (!mountsUploads(jobPod))
      problems.push('k8s: Job migrate must mount the uploads claim (the seed writes avatars)');
    problems.push(...podProblems('k8s: Job migrate', jobPod));
  }

  for (const [name, port] of Object.entries(services)) {
    if (config[envName(name)] !== internalUrl(name, port))
      problems.push(`k8s: ConfigMap must set ${envName(name)}=${internalUrl(name, port)}`);
    const deployment = find('Deployment', name);
    const service = find('Service', name);
    if (!deployment) problems.push(`k8s: no Deployment ${name}`);
    if (!service) problems.push(`k8s: no Service ${name}`);
    if (!deployment || !service) continue;
    const pod = at(deployment.doc, 'spec.template.spec');
    const podLabels = at(deployment.doc, 'spec.template.metadata.labels');
    const container = list(at(pod, 'containers'))[0];
    if (!sameLabels(at(deployment.doc, 'spec.selector.matchLabels'), podLabels))
      problems.push(`k8s: Deployment ${name}'s selector does not match its pods`);
    if (!list(at(container, 'ports')).some((p) => at(p, 'containerPort') === port))
      problems.push(`k8s: Deployment ${name} must expose containerPort ${port}`);
    if (!String(at(container, 'image') ?? '').includes(`/${name}:`))
      problems.push(`k8s: Deployment ${name} must run the ${name} image`);
    for (const [probe, probePath] of [
      ['startupProbe', '/health/live'],
      ['readinessProbe', '/health/ready'],
      ['livenessProbe', '/health/live'],
    ]) {
      if (at(container, `${probe}.httpGet.path`) !== probePath)
        problems.push(`k8s: Deployment ${name} needs a ${probe} on ${probePath}`);
      else if (resolvePort(container, at(container, `${probe}.httpGet.port`)) !== port)
        problems.push(`k8s: Deployment ${name}'s ${probe} is not on port ${port}`);
    }
    problems.push(...podProblems(`k8s: Deployment ${name}`, pod));
    // A drain must never take every replica of a replicated service at once.
    const budgeted = manifests.some(
      (m) =>
        m.kind === 'PodDisruptionBudget' &&
        sameLabels(at(m.doc, 'spec.selector.matchLabels'), { 'app.kubernetes.io/name': name }),
    );
    if (Number(at(deployment.doc, 'spec.replicas') ?? 1) > 1 && !budgeted)
      problems.push(`k8s: no PodDisruptionBudget for Deployment ${name}`);
    if (!sameLabels(at(service.doc, 'spec.selector'), podLabels))
      problems.push(`k8s: Service ${name} does not select the ${name} pods`);
    const servicePort = list(at(service.doc, 'spec.ports'))[0];
    if (at(servicePort, 'port') !== port || resolvePort(container, at(servicePort, 'targetPort')) !== port)
      problems.push(`k8s: Service ${name} must map port ${port} to the container's ${port}`);
  }
  // What a service removed from the registry left behind.
  for (const deployment of manifests.filter((m) => m.kind === 'Deployment' && services[m.name] === undefined))
    problems.push(`k8s: Deployment ${deployment.name} (${deployment.file}) is not a service of the registry`);
  for (const [key, value] of Object.entries(config)) {
    const host = /^http:\/\/([a-z][a-z-]*):\d+$/.exec(String(value))?.[1];
    if (host && (services[host] === undefined || envName(host) !== key))
      problems.push(`k8s: ConfigMap sets ${key}=${String(value)} for no service of the registry`);
  }
  if ('account' in services && !mountsUploads(at(find('Deployment', 'account')?.doc, 'spec.template.spec')))
    problems.push('k8s: Deployment account must mount the uploads claim at /data/uploads');

  // Public HTTP goes to the edge; socket.io, which the edge does not proxy, to the realtime gateway.
  const routes = manifests
    .filter((m) => m.kind === 'Ingress')
    .flatMap((ingress) => list(at(ingress.doc, 'spec.rules')).flatMap((rule) => list(at(rule, 'http.paths'))))
    .map((p) => ({
      path: String(at(p, 'path')),
      name: String(at(p, 'backend.service.name')),
      port: at(p, 'backend.service.port.number'),
    }));
  const expected: Record<string, string> = {
    '/': 'edge',
    ...('realtime' in services ? { '/socket.io': 'realtime' } : {}),
  };
  for (const [route, name] of Object.entries(expected))
    if (!routes.some((r) => r.path === route && r.name === name))
      problems.push(`k8s: no Ingress path ${route} to Service ${name}`);
  for (const route of routes)
    if (services[route.name] === undefined || route.port !== services[route.name])
      problems.push(
        `k8s: Ingress path ${route.path} goes to ${route.name}:${String(route.port)}, not a built service on its registry port`,
      );
  const denied = manifests.some(
    (m) =>
      m.kind === 'NetworkPolicy' &&
      Object.keys(tree(at(m.doc, 'spec.podSelector'))).length === 0 &&
      !at(m.doc, 'spec.ingress') &&
      !at(m.doc, 'spec.egress'),
  );
  if (!denied) problems.push('k8s: no default-deny NetworkPolicy (an empty pod selector with no rule)');
  for (const name of ['edge', 'realtime', 'live', 'gifts', 'wallet', 'scores'].filter((n) => n in services)) {
    const scaled = manifests.some(
      (m) =>
        m.kind === 'HorizontalPodAutoscaler' &&
        at(m.doc, 'spec.scaleTargetRef.kind') === 'Deployment' &&
        at(m.doc, 'spec.scaleTargetRef.name') === name,
    );
    if (!scaled) problems.push(`k8s: no HorizontalPodAutoscaler scaling Deployment ${name}`);
  }
  return problems;
}

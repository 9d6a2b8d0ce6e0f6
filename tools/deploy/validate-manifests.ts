import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * Offline checks of the deployment files (part of `npm test`): every Kubernetes object in `k8s/`
 * against the API's own OpenAPI schemas (the `kubernetes-models` package bundles them, so no cluster
 * and no download), and `docker-compose.yml` through `docker-compose config` (Debian's
 * docker-compose; `.ci/run` installs it). Prints one line per problem; exits 1 when there is any.
 */
const root = path.resolve(__dirname, '../..');

interface KubeObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
}
type Model = new (data: unknown) => { validate(): void };

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return yamlFiles(file);
    return /\.ya?ml$/.test(name) ? [file] : [];
  });
}

/** The model of an object's kind: `apps/v1` + `Deployment` is `kubernetes-models/apps/v1/Deployment`. */
async function modelOf(object: KubeObject): Promise<Model | undefined> {
  const specifier = `kubernetes-models/${object.apiVersion}/${object.kind}`;
  // The model's module is named by the object's kind, known only when the file is read.
  const loaded = (await import(specifier).catch(() => undefined)) as Record<string, Model> | undefined;
  return loaded?.[object.kind as string];
}

async function kubernetesProblems(): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  let checked = 0;
  for (const file of yamlFiles(path.join(root, 'k8s'))) {
    const where = path.relative(root, file);
    for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
      const object = document.toJSON() as KubeObject | null;
      // kustomize's own file is not an API object.
      if (!object || object.kind === 'Kustomization') continue;
      const name = `${where}: ${object.kind ?? '?'} ${object.metadata?.name ?? '?'}`;
      const Model = await modelOf(object);
      if (!Model) {
        problems.push(`${name}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`);
        continue;
      }
      try {
        new Model(object).validate();
        checked++;
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
    }
  }
  return { problems, checked };
}

function composeProblems(): string[] {
  // The secrets the file requires, as an operator would set them (any value passes the check).
  const env = { ...process.env, INTERNAL_SECRET: 'check', IM_SECRET: 'check' };
  const result = spawnSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config', '--quiet'], {
    encoding: 'utf8',
    env,
  });
  if (result.error)
    return [
      `docker-compose.yml: docker-compose is not installed (apt-get install docker-compose): ${result.error.message}`,
    ];
  return result.status === 0 ? [] : [`docker-compose.yml: ${(result.stderr || result.stdout).trim()}`];
}

async function main(): Promise<void> {
  const kubernetes = await kubernetesProblems();
  const problems = [...kubernetes.problems, ...composeProblems()];
  for (const problem of problems) console.error(problem);
  console.log(
    `${kubernetes.checked} Kubernetes objects valid against their schemas; docker-compose.yml ${problems.some((p) => p.startsWith('docker-compose')) ? 'refused' : 'valid'}`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

void main();

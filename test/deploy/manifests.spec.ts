import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_SERVICES, SERVICES } from '@arena/shared';
import {
  composeProblems,
  dockerfileProblems,
  kubernetesProblems,
  loadManifests,
  parseCompose,
  repoRoot,
  ServicePorts,
  workspaceManifests,
} from './deployment-checks';

/** Every built service must be deployable the same way: Dockerfile target, compose service, k8s objects. */
const built: ServicePorts = Object.fromEntries(BUILT_SERVICES.map((name) => [name, SERVICES[name].port]));
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('deployment files', () => {
  const dockerfile = read('Dockerfile');
  const compose = parseCompose(read('docker-compose.yml'));
  const k8s = loadManifests(path.join(repoRoot, 'k8s'));

  it('describe every built service in the Dockerfile, with its port and command', () => {
    expect(dockerfileProblems(dockerfile, built, workspaceManifests())).toEqual([]);
  });

  it('run every built service in docker-compose.yml after the migrate job', () => {
    expect(composeProblems(compose, built)).toEqual([]);
  });

  it('parse every k8s manifest, all listed in kustomization.yaml', () => {
    expect(k8s.problems).toEqual([]);
    expect(k8s.manifests.length).toBeGreaterThan(0);
  });

  it('give every built service a k8s Deployment and Service with probes, limits and a disruption budget; Ingress, deny-by-default network policies and HPAs', () => {
    expect(kubernetesProblems(k8s.manifests, built)).toEqual([]);
  });

  // The checks above pass only while the files keep up with BUILT_SERVICES: a service added to
  // the registry and not to the files must be reported in each of them.
  it('report a built service missing from the files', () => {
    const withGhost = { ...built, ghost: 4999 };
    const reported = [
      ...dockerfileProblems(dockerfile, withGhost, workspaceManifests()),
      ...composeProblems(compose, withGhost),
      ...kubernetesProblems(k8s.manifests, withGhost),
    ];
    expect(reported).toEqual(
      expect.arrayContaining([
        'Dockerfile: no stage `AS ghost`',
        'compose: no `ghost` service',
        'compose: edge must set GHOST_URL=http://ghost:4999, has undefined',
        'k8s: ConfigMap must set GHOST_URL=http://ghost:4999',
        'k8s: no Deployment ghost',
        'k8s: no Service ghost',
      ]),
    );
  });

  it('report a port that differs from the registry', () => {
    const moved = { ...built, account: 4999 };
    expect(kubernetesProblems(k8s.manifests, moved)).toContain('k8s: Deployment account must expose containerPort 4999');
    expect(dockerfileProblems(dockerfile, moved, [])).toContain('Dockerfile: stage account does not EXPOSE its port 4999');
  });
});

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

/**
 * Every built service must be deployable the same way: the Dockerfile's one service stage, a compose
 * service, k8s objects. The port of each is written once, in the registry (SERVICES): compose and k8s
 * repeat it (they cannot import TypeScript; `npm run new:service` writes it there), so any drift
 * between them and the registry fails here.
 */
const built: ServicePorts = Object.fromEntries(BUILT_SERVICES.map((name) => [name, SERVICES[name].port]));
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('deployment files', () => {
  const dockerfile = read('Dockerfile');
  const compose = parseCompose(read('docker-compose.yml'));
  const k8s = loadManifests(path.join(repoRoot, 'k8s'));

  it('give every service a port of its own in the registry', () => {
    const byPort = new Map<number, string[]>();
    for (const [name, { port }] of Object.entries(SERVICES)) byPort.set(port, [...(byPort.get(port) ?? []), name]);
    expect([...byPort.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it("build every service from the Dockerfile's one service stage, every workspace manifest installed", () => {
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

  // The checks above pass only while the files keep up with the registry: a service added to it and
  // not to the files, or removed from it and not from them, must be reported in each of them.
  it('report a built service missing from the files', () => {
    const withGhost = { ...built, ghost: 4999 };
    const reported = [
      ...dockerfileProblems(dockerfile, withGhost, workspaceManifests()),
      ...composeProblems(compose, withGhost),
      ...kubernetesProblems(k8s.manifests, withGhost),
    ];
    expect(reported.sort()).toEqual(
      [
        'compose: no `ghost` service',
        ...Object.keys(built).map((name) => `compose: ${name} must set GHOST_URL=http://ghost:4999, has undefined`),
        'k8s: ConfigMap must set GHOST_URL=http://ghost:4999',
        'k8s: no Deployment ghost',
        'k8s: no Service ghost',
      ].sort(),
    );
  });

  it('report what a service removed from the registry left in the files', () => {
    const { video: _video, ...withoutVideo } = built;
    expect(composeProblems(compose, withoutVideo)).toContain(
      'compose: video builds SERVICE=video, which is not a service of the registry',
    );
    expect(kubernetesProblems(k8s.manifests, withoutVideo)).toEqual(
      expect.arrayContaining([
        `k8s: Deployment video (services${path.sep}video.yaml) is not a service of the registry`,
        'k8s: ConfigMap sets VIDEO_URL=http://video:4108 for no service of the registry',
      ]),
    );
  });

  it('report a port that differs from the registry', () => {
    const moved = { ...built, account: 4999 };
    expect(kubernetesProblems(k8s.manifests, moved)).toEqual(
      expect.arrayContaining([
        'k8s: ConfigMap must set ACCOUNT_URL=http://account:4999',
        'k8s: Deployment account must expose containerPort 4999',
        "k8s: Service account must map port 4999 to the container's 4999",
      ]),
    );
    expect(composeProblems(compose, moved)).toContain(
      'compose: wallet must set ACCOUNT_URL=http://account:4999, has http://account:4101',
    );
  });

  it('report a Dockerfile that goes back to a stage per service or a hand-written list of manifests', () => {
    const perService = dockerfile.replace(
      'FROM runtime AS service',
      'FROM runtime AS wallet\nEXPOSE 4102\nCMD ["node", "services/wallet/dist/main.js"]\n\nFROM runtime AS service',
    );
    expect(dockerfileProblems(perService, built, workspaceManifests())).toEqual([
      'Dockerfile: stage `AS wallet` repeats the service stage: build `--target service --build-arg SERVICE=wallet` instead',
    ]);
    const byHand = dockerfile.replace(
      /^COPY --from=manifests .*$/m,
      'COPY services/account/package.json services/account/',
    );
    expect(dockerfileProblems(byHand, built, ['services/account/package.json', 'services/ghost/package.json'])).toEqual(
      ['Dockerfile: the deps stage does not copy services/ghost/package.json before npm ci'],
    );
    const exposed = dockerfile.replace('ARG SERVICE\n', 'ARG SERVICE\nEXPOSE 4102\n');
    expect(dockerfileProblems(exposed, built, [])).toEqual([
      'Dockerfile: the service stage has `EXPOSE 4102`: a port is written in service-registry.ts, not here',
    ]);
  });
});

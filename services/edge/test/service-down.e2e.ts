import { BackendService, BUILT_SERVICES, serviceEnvName } from '@arena/shared';
import { eventually } from '../../../test/support/eventually';
import { appFactory, stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { FakeUpstream, startFakeUpstream } from './fake-upstream';

const UNAVAILABLE = {
  zh: '服务暂不可用，请稍后再试',
  en: 'The service is temporarily unavailable, please try again later',
  vi: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau',
};
/** Every built service but the edge: a service added later is listed by the readiness too. */
const BACKENDS = BUILT_SERVICES.filter((name): name is BackendService => name !== 'edge');
/** Booted for real; the others answer through a stand-in (ten services in one test process would not fit two cores). */
const REAL: BackendService[] = ['account', 'wallet', 'gifts'];

describe('edge while one service is down', () => {
  let standIn: FakeUpstream;
  const { stack } = useStack(async () => {
    standIn = await startFakeUpstream();
    for (const name of BACKENDS.filter((name) => !REAL.includes(name)))
      process.env[serviceEnvName(name, 'URL')] = standIn.url;
    return stackOf(...REAL);
  });
  afterAll(() => standIn.close());

  const ready = () => stack.api.get('/health/ready').set('lang', 'en');

  it('is ready and lists every service while all answer', async () => {
    // Just booted beside the other suites' stacks: a service may take a moment to answer its first check.
    const response = await eventually(ready, (answer) => answer.body.data?.status === 'ok', 10_000);
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(0);
    expect(response.body.data.status).toBe('ok');
    expect(response.body.data.services.map((s: { name: string }) => s.name).sort()).toEqual([...BACKENDS].sort());
    for (const service of response.body.data.services)
      expect(service).toEqual({ name: service.name, up: true, latencyMs: expect.any(Number) });
  });

  it('answers the stopped service routes with 503 code 1 "temporarily unavailable", reports it down (degraded, still serving the others), and recovers', async () => {
    await stack.restart('gifts', await appFactory('gifts'), {
      samePort: true,
      whileDown: async () => {
        for (const [lang, msg] of Object.entries(UNAVAILABLE)) {
          const response = await stack.api.post('/api/Guard/getList').set('lang', lang).send({});
          expect(response.status).toBe(503);
          expect(response.body).toEqual({ code: 1, msg, data: null });
        }
        const down = await ready();
        expect(down.status).toBe(200);
        expect(down.body).toMatchObject({ code: 0, data: { status: 'degraded' } });
        const services = down.body.data.services as { name: string; up: boolean }[];
        expect(services.find((s) => s.name === 'gifts')).toEqual({ name: 'gifts', up: false });
        expect(services.filter((s) => !s.up)).toHaveLength(1);
        // The other services keep serving through the edge.
        const avatars = await stack.api.get('/api/user/avatarList').set('lang', 'en');
        expect(avatars.status).toBe(200);
        expect(avatars.body.code).toBe(0);
        // Liveness is the edge's own: it stays up.
        expect((await stack.api.get('/health/live')).status).toBe(200);
      },
    });
    expect((await ready()).body.data.status).toBe('ok');
    const nobility = await stack.api.post('/api/Guard/getList').set('lang', 'en').send({});
    expect(nobility.status).toBe(200);
    expect(nobility.body.code).toBe(0);
  });
});

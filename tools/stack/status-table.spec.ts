import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { readiness, statusTable } from './status-table';

describe('statusTable', () => {
  it('lines the services up in columns, one row each', () => {
    const table = statusTable([
      { name: 'edge', port: 3000, url: 'http://127.0.0.1:3000', health: 'ok', pid: 1234, restarts: 0 },
      { name: 'realtime', port: 4110, url: 'http://127.0.0.1:4110', health: 'failed', restarts: 3 },
    ]);
    expect(table.split('\n')).toEqual([
      'service   port  url                    health  pid   restarts',
      '--------  ----  ---------------------  ------  ----  --------',
      'edge      3000  http://127.0.0.1:3000  ok      1234  0',
      'realtime  4110  http://127.0.0.1:4110  failed  -     3',
    ]);
  });

  it('colours the health when asked', () => {
    const table = statusTable(
      [{ name: 'edge', port: 3000, url: 'http://127.0.0.1:3000', health: 'degraded', restarts: 0 }],
      true,
    );
    expect(table).toContain('\x1b[33mdegraded\x1b[39m');
  });
});

describe('readiness', () => {
  let server: Server;
  let answer: { status: number; body: unknown };
  let url: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // fetch keeps its connection open for the next request: closed here, or it outlives the suite.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads the envelope of /health/ready', async () => {
    answer = { status: 200, body: { code: 0, msg: '', data: { status: 'ok' } } };
    expect(await readiness(url)).toBe('ok');
    answer = { status: 200, body: { code: 0, msg: '', data: { status: 'degraded', services: [] } } };
    expect(await readiness(url, 0)).toBe('degraded');
    answer = { status: 503, body: { code: 1, msg: 'down', data: { status: 'down' } } };
    expect(await readiness(url, 0)).toBe('failed');
  });

  it('asks a failing service again for a while before it says failed', async () => {
    answer = { status: 503, body: { code: 1, msg: 'down', data: { status: 'down' } } };
    const started = Date.now();
    const asked = readiness(url, 1500);
    setTimeout(() => (answer = { status: 200, body: { code: 0, msg: '', data: { status: 'ok' } } }), 700);
    expect(await asked).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(await readiness('http://127.0.0.1:1', 0)).toBe('failed');
  });
});

import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/** A stand-in backend for edge tests: records what the edge sent and answers late, or never. */
export interface FakeUpstream {
  url: string;
  received: { method?: string; url?: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** `delayFor` says how long to sit on a request before answering, by its path. */
export async function startFakeUpstream(delayFor: (url: string) => number = () => 0): Promise<FakeUpstream> {
  const received: FakeUpstream['received'] = [];
  const server: Server = createServer((request, response) => {
    received.push({ method: request.method, url: request.url, headers: request.headers });
    request.resume();
    const timer = setTimeout(
      () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ code: 0, msg: '', data: { echoed: request.url } }));
      },
      delayFor(request.url ?? ''),
    );
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: what a crashed service looks like. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

import { Envelope, LiveMessage } from '@arena/protocol';
import { RealtimeEmitter, RedisService } from '@arena/shared';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { Stack } from '../../../test/support/stack';
import { realtimeStack } from '../../../test/support/stacks';
import { createRealtimeApp } from '../src/realtime.app';

/** What the socket tests need: users and scan login (account), one realtime process, the edge in front. */
export const socketStack = (): Promise<Stack> => realtimeStack();

/** A second realtime process for the test: same Redis, its own port. */
export async function bootRealtime(): Promise<{ app: NestFastifyApplication; url: string }> {
  const app = await createRealtimeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}` };
}

/** A second realtime process beside the stack's, and the emitter any service pushes through. */
export interface SecondRealtime {
  second: Awaited<ReturnType<typeof bootRealtime>>;
  redis: RedisService;
  emitter: RealtimeEmitter;
}

/**
 * Boots a second realtime process before the block and gives it an emitter, as any service has (it
 * pushes through Redis, never by calling the gateway); closes them and every client after.
 */
export function useSecondRealtime(): SecondRealtime {
  const fixture = {} as SecondRealtime;
  beforeAll(async () => {
    fixture.second = await bootRealtime();
    fixture.redis = new RedisService();
    fixture.emitter = new RealtimeEmitter(fixture.redis);
  });
  afterAll(async () => {
    closeAllClients();
    await fixture.redis.quit();
    await fixture.second.app.close();
  });
  return fixture;
}

const opened: Socket[] = [];

/** A connected socket.io client; rejects with the server's refusal (connect_error). */
export function connect(
  url: string,
  namespace: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<Socket> {
  const socket = io(`${url}${namespace}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 50,
    ...options,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    // Only the first connection's refusal closes the socket: a later failed reconnection attempt is retried.
    const refused = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once('connect_error', refused);
    socket.once('connect', () => {
      socket.off('connect_error', refused);
      resolve(socket);
    });
  });
}

export function closeAllClients(): void {
  for (const socket of opened.splice(0)) socket.close();
}

/** Emits an event and resolves with the server's envelope. */
export function ack<T = unknown>(socket: Socket, event: string, payload: unknown = {}): Promise<Envelope<T>> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<Envelope<T>>;
}

/** The next `event` the socket receives that matches, within the timeout. */
export function next<T = unknown>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` the socket receives, to check later that something did NOT arrive. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/**
 * Goal pop-ups and horns go to every /live socket, so suites sharing the Redis index may push them
 * to this suite's sockets at any moment: /live checks that count messages leave them out.
 */
const toEveryPage = (message: LiveMessage) =>
  message.code === 100 && (message.type === 'goal' || message.type === 'horn');

/** `record` of a /live socket's messages, without those pushed to every page. */
export function recordLive(socket: Socket): LiveMessage[] {
  const seen: LiveMessage[] = [];
  socket.on('message', (message: LiveMessage) => {
    if (!toEveryPage(message)) seen.push(message);
  });
  return seen;
}

/** `next` message of a /live socket that matches, never one pushed to every page. */
export function nextLive(
  socket: Socket,
  match: (message: LiveMessage) => boolean = () => true,
  timeoutMs = 5000,
): Promise<LiveMessage> {
  return next<LiveMessage>(socket, 'message', (message) => !toEveryPage(message) && match(message), timeoutMs);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import { ImMessage } from '@arena/protocol';
import { io } from 'socket.io-client';
import { registerUser } from '../../../test/support/accounts';
import { appFactory } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
// The site's own client is what this test checks; the site is not a package services depend on.
// eslint-disable-next-line no-restricted-imports
import { ImClient, ImStatus } from '../../../web/src/realtime/im-client';
// eslint-disable-next-line no-restricted-imports
import { ReconnectBackoff } from '../../../web/src/realtime/reconnect-backoff';
import { ack, closeAllClients, connect, socketStack } from './socket-clients';

/** Resolves when the client's status becomes `status`. */
const statusOf = (im: ImClient, status: ImStatus, timeoutMs = 10_000) =>
  new Promise<void>((resolve, reject) => {
    if (im.status === status) return resolve();
    const timer = setTimeout(() => reject(new Error(`status stayed ${im.status}, never ${status}`)), timeoutMs);
    const stop = im.onStatus(() => {
      if (im.status !== status) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });

/**
 * The site's own `/im` client (web/src/realtime/im-client.ts) over real sockets against a realtime
 * process that is stopped cleanly (its sockets get `io server disconnect`, which socket.io-client
 * never retries) and booted again on the same port, as `npm start` restarts it.
 */
describe('the site chat client across a realtime restart', () => {
  const { stack } = useStack(socketStack);
  afterAll(() => closeAllClients());

  it('comes back by itself, logged in, and can read the lines sent before it was back', async () => {
    const [viewer, talker] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const groupId = `room_${700_000 + Math.floor(Math.random() * 1e6)}`;
    const url = stack.url('realtime');
    const im = new ImClient({
      load: async () => (namespace, { auth }) => io(`${url}${namespace}`, { auth, transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 200 }),
      lang: () => 'en',
      guestAccount: () => Promise.reject(new Error('not a visitor')),
      loginDelayMs: 0,
      // Scaled down from the site's 1 s, long enough for the talker to speak first.
      backoff: new ReconnectBackoff(1500, 3000),
    });
    im.useAccount({ id: viewer.id, userSig: viewer.userSig });
    await statusOf(im, 'online');
    await im.request('joinGroup', { groupId });

    await stack.restart('realtime', await appFactory('realtime'), { samePort: true, whileDown: () => statusOf(im, 'offline') });

    // Lines said while the viewer is still away (waiting out its backoff).
    const other = await connect(url, '/im', { auth: { userId: String(talker.id), userSig: talker.userSig, lang: 'en' } });
    expect((await ack(other, 'joinGroup', { groupId })).code).toBe(0);
    for (const text of ['one', 'two', 'three']) expect((await ack(other, 'sendGroupMessage', { groupId, type: 'text', text })).code).toBe(0);
    expect(im.status).toBe('offline');

    await statusOf(im, 'online');
    expect(im.me).toEqual({ id: String(viewer.id), guest: false });
    // A restarted process cannot hand back the old connection: the client resynchronises.
    expect(im.recovered).toBe(false);
    await im.request('joinGroup', { groupId });
    const history = await im.request<{ list: ImMessage[] }>('groupHistory', { groupId });
    expect(history.list.map((m) => m.text).slice(0, 3)).toEqual(['three', 'two', 'one']);
    const live = new Promise<ImMessage>((resolve) => im.onPush((event, payload) => event === 'groupMessage' && resolve(payload as ImMessage)));
    expect((await ack(other, 'sendGroupMessage', { groupId, type: 'text', text: 'welcome back' })).code).toBe(0);
    expect((await live).text).toBe('welcome back');
    await im.logout();
  });
});

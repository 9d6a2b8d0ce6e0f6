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
import { eventually } from '../../../test/support/eventually';
import { ack, closeAllClients, connect, socketStack, useSecondRealtime } from './socket-clients';

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
 * process that is stopped cleanly (its connections are closed, its sockets' sessions stored) and
 * booted again on the same port, as `npm start` restarts it, while another process keeps serving.
 */
describe('the site chat client across a realtime restart', () => {
  const { stack } = useStack(socketStack);
  const processes = useSecondRealtime();
  afterAll(() => closeAllClients());

  it('comes back by itself, logged in and in its group, with the lines said while it was away', async () => {
    const [viewer, talker] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const groupId = `room_${700_000 + Math.floor(Math.random() * 1e6)}`;
    const url = stack.url('realtime');
    const im = new ImClient({
      load:
        async () =>
        (namespace, { auth }) =>
          io(`${url}${namespace}`, {
            auth,
            transports: ['websocket'],
            forceNew: true,
            reconnectionDelay: 200,
            reconnectionDelayMax: 200,
          }),
      lang: () => 'en',
      guestAccount: () => Promise.reject(new Error('not a visitor')),
      loginDelayMs: 0,
      backoff: new ReconnectBackoff(1500, 3000),
    });
    im.useAccount({ id: viewer.id, userSig: viewer.userSig });
    await statusOf(im, 'online');
    await im.request('joinGroup', { groupId });
    // The talker is on the other process, which keeps serving during the restart.
    const other = await connect(processes.second.url, '/im', {
      auth: { userId: String(talker.id), userSig: talker.userSig, lang: 'en' },
    });
    expect((await ack(other, 'joinGroup', { groupId })).code).toBe(0);
    // Recovery resumes after the last push the client received: this is the first.
    const heard = (text: string) =>
      new Promise<void>((resolve) =>
        im.onPush((event, payload) => event === 'groupMessage' && (payload as ImMessage).text === text && resolve()),
      );
    const first = heard('before');
    expect((await ack(other, 'sendGroupMessage', { groupId, type: 'text', text: 'before' })).code).toBe(0);
    await first;

    const pushed: string[] = [];
    im.onPush((event, payload) => event === 'groupMessage' && pushed.push((payload as ImMessage).text));
    await stack.restart('realtime', await appFactory('realtime'), {
      samePort: true,
      whileDown: async () => {
        await statusOf(im, 'offline');
        for (const text of ['one', 'two', 'three'])
          expect((await ack(other, 'sendGroupMessage', { groupId, type: 'text', text })).code).toBe(0);
      },
    });

    await statusOf(im, 'online');
    expect(im.me).toEqual({ id: String(viewer.id), guest: false });
    // The stopped process stored the session: the client is recovered, still in its group, and is
    // given the lines it missed, in order, without asking.
    expect(im.recovered).toBe(true);
    await eventually(
      async () => pushed,
      (texts) => texts.length >= 3,
      5000,
    );
    expect(pushed).toEqual(['one', 'two', 'three']);
    const live = heard('welcome back');
    expect((await ack(other, 'sendGroupMessage', { groupId, type: 'text', text: 'welcome back' })).code).toBe(0);
    await live;
    await im.logout();
  });
});

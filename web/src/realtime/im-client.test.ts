import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConnect } from '../test/fake-socket';
import { IM_LOGIN_DELAY_MS, IM_PROFILE_DELAY_MS, ImClient } from './im-client';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from './reconnect-backoff';

function client() {
  const fake = fakeConnect();
  const guestAccount = vi.fn(async () => ({ id: 'guest_41', sig: 'guest-sig' }));
  const im = new ImClient({ load: async () => fake.connect, lang: () => 'en', guestAccount });
  return { im, fake, guestAccount };
}

describe('the messaging login rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a logged-in user logs in with their own id and signature, 500 ms later', async () => {
    const { im, fake, guestAccount } = client();
    im.useAccount({ id: 9, userSig: 'user-sig' });
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS - 1);
    expect(fake.sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sockets).toHaveLength(1);
    expect(fake.sockets[0].namespace).toBe('/im');
    expect(fake.sockets[0].auth).toEqual({ userId: '9', userSig: 'user-sig', lang: 'en' });
    expect(guestAccount).not.toHaveBeenCalled();
    fake.sockets[0].serverSays('connect');
    expect(im.me).toEqual({ id: '9', guest: false });
  });

  it('a visitor fetches the guest account once and logs in as the guest', async () => {
    const { im, fake, guestAccount } = client();
    im.useAccount(null);
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    expect(fake.sockets[0].auth).toEqual({ userId: 'guest_41', userSig: 'guest-sig', lang: 'en' });
    im.useAccount({ id: 9, userSig: 's' });
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    im.useAccount(null);
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    expect(guestAccount).toHaveBeenCalledTimes(1);
    expect(fake.sockets.map((s) => s.auth.userId)).toEqual(['guest_41', '9', 'guest_41']);
    expect(fake.sockets[0].connected || fake.sockets[1].connected).toBe(false);
  });

  it('a quick succession of session changes logs in once, as the last one', async () => {
    const { im, fake } = client();
    im.useAccount(null);
    im.useAccount({ id: 3, userSig: 'a' });
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    expect(fake.sockets.map((s) => s.auth.userId)).toEqual(['3']);
  });

  it('asks for the profile to be read again (gender male) 1 s after the last user-info change', async () => {
    const { im, fake } = client();
    im.useAccount({ id: 9, userSig: 's' });
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    const socket = fake.sockets[0];
    socket.answers.set('updateProfile', (payload) => ({ code: 0, msg: '', data: payload }));
    socket.serverSays('connect');
    im.profileChanged();
    await vi.advanceTimersByTimeAsync(500);
    im.profileChanged();
    await vi.advanceTimersByTimeAsync(IM_PROFILE_DELAY_MS - 1);
    expect(socket.sent('updateProfile')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent('updateProfile')).toEqual([{ gender: 'male' }]);
  });

  it('a profile change made before the connection is up is sent once it connects', async () => {
    const { im, fake } = client();
    im.useAccount({ id: 9, userSig: 's' });
    im.profileChanged();
    await vi.advanceTimersByTimeAsync(IM_PROFILE_DELAY_MS);
    const socket = fake.sockets[0];
    expect(socket.sent('updateProfile')).toEqual([]);
    socket.serverSays('connect');
    expect(socket.sent('updateProfile')).toEqual([{ gender: 'male' }]);
  });

  it('logout leaves the chat service and closes the connection', async () => {
    const { im, fake } = client();
    im.useAccount({ id: 9, userSig: 's' });
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    const socket = fake.sockets[0];
    socket.answers.set('logout', () => ({ code: 0, msg: '', data: null }));
    socket.serverSays('connect');
    await im.logout();
    expect(socket.sent('logout')).toEqual([{}]);
    expect(socket.connected).toBe(false);
    expect(im.status).toBe('idle');
    expect(im.me).toBeNull();
  });

  it('a refusal answers with the server message; a refused guest signature is fetched again next time', async () => {
    const { im, fake, guestAccount } = client();
    im.useAccount(null);
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    const socket = fake.sockets[0];
    socket.serverSays(
      'connect_error',
      Object.assign(new Error('Signature expired'), { data: { code: 1, msg: 'Signature expired', data: null } }),
    );
    expect(im.status).toBe('refused');
    im.useAccount(null);
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    expect(guestAccount).toHaveBeenCalledTimes(2);
    const next = fake.sockets[1];
    next.answers.set('sendMessage', () => ({ code: 1, msg: 'Guests can only read', data: null }));
    next.serverSays('connect');
    await expect(im.sendText('9', 'hi', 'c1')).rejects.toThrow('Guests can only read');
  });
});

describe('the messaging connection after the server closed it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function online() {
    const { im, fake } = client();
    im.useAccount({ id: 9, userSig: 's' });
    await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
    const socket = fake.sockets[0];
    socket.serverSays('connect');
    return { im, socket };
  }

  it('connects again after 1 s, then 2 s, 4 s... and says whether the server recovered the connection', async () => {
    const { im, socket } = await online();
    socket.serverSays('disconnect', 'io server disconnect');
    expect(im.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS - 1);
    expect(socket.connectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connectCalls).toBe(1);
    socket.serverSays('connect');
    expect(im.status).toBe('online');
    expect(im.recovered).toBe(false);
    socket.serverSays('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(2 * RECONNECT_FIRST_MS - 1);
    expect(socket.connectCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connectCalls).toBe(2);
    socket.recovered = true;
    socket.serverSays('connect');
    expect(im.recovered).toBe(true);
  });

  it('leaves other causes to socket.io, and does not reconnect after logout', async () => {
    const { im, socket } = await online();
    socket.serverSays('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(socket.connectCalls).toBe(0);
    socket.serverSays('connect');
    socket.serverSays('disconnect', 'io server disconnect');
    await im.logout();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(socket.connectCalls).toBe(0);
    expect(im.status).toBe('idle');
  });

  it('a session revoked meanwhile is refused on the way back, which ends the retries', async () => {
    const { im, socket } = await online();
    socket.serverSays('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    expect(socket.connectCalls).toBe(1);
    socket.serverSays(
      'connect_error',
      Object.assign(new Error('Session ended'), { data: { code: 1, msg: 'Session ended', data: null } }),
    );
    expect(im.status).toBe('refused');
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(socket.connectCalls).toBe(1);
  });
});

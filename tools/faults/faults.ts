import type { ServiceName } from '@arena/shared';
import { SandboxPaymentProvider } from '@arena/wallet';
import type { ArenaApi } from '../demo/audience/arena-api';
import { FaultStack, sleep } from './fault-stack';
import type { LoadUser } from './steady-load';

/** What a fault finds wrong on its own (beyond the load's checks). */
export interface FaultVerdict {
  lost: number;
  duplicated: number;
}

export interface FaultContext {
  api: ArenaApi;
  /** A signed-in user who is not part of the load. */
  user: LoadUser;
  /** The room an encoder pushes to, when the stack runs the media service. */
  pushedRoomId?: number;
}

export interface Fault {
  name: string;
  /** Does the damage; the suite then waits for the stack to heal. */
  inject(stack: FaultStack, context: FaultContext): Promise<void>;
  /** What must hold again, beyond the load being served, before the fault counts as healed. */
  healed?(stack: FaultStack, context: FaultContext): Promise<boolean>;
  /** Checks of its own once the stack is back. */
  verify?(stack: FaultStack): Promise<FaultVerdict>;
}

/** The pushed room is on the air again with a live playlist that has segments. */
async function pushedRoomPlays(stack: FaultStack, { api, pushedRoomId }: FaultContext): Promise<boolean> {
  if (pushedRoomId === undefined) return true;
  const room = await api
    .call<{ is_live: number }>('POST', 'Live_streaming/getRoomInfo', { room_id: pushedRoomId })
    .catch(() => undefined);
  if (room?.is_live !== 1) return false;
  const playlist = await fetch(`${stack.url('edge')}/media/live/${pushedRoomId}/index.m3u8`, {
    signal: AbortSignal.timeout(2000),
  }).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  return /\.ts$/m.test(playlist);
}

const killed = (name: ServiceName): Fault => ({
  name: name === 'media' ? 'kill -9 media mid-push' : `kill -9 ${name}`,
  inject: async (stack) => stack.kill(name),
  // Every fault: a room with a push must play again; after the media service's, it comes back with the encoder's reconnect.
  healed: pushedRoomPlays,
});

const REDIS_DOWN_MS = 3000;

const redisRestart: Fault = {
  name: `Redis stopped for ${REDIS_DOWN_MS / 1000} s, then started`,
  inject: async (stack) => {
    await stack.stopRedis();
    await sleep(REDIS_DOWN_MS);
    await stack.startRedis();
  },
};

/**
 * A provider that notifies again and again (providers retry until answered, and a replayed request
 * is an attack to expect): one paid order, its signed callback sent 20 times at once; the buyer is
 * credited exactly once.
 */
function replayedCallbacks(): Fault {
  let check: (() => Promise<FaultVerdict>) | undefined;
  return {
    name: 'payment callback replayed 20 times at once',
    inject: async (stack, { api, user }) => {
      const gold = async () => Number((await api.call<{ gold: string }>('GET', 'Member/info', {}, user.token)).gold);
      const [pack] = await api.call<{ id: number }[]>('POST', 'chargerules/getList');
      const order = await api.call<{ order_no: string; money: string; coin: number; give: number }>(
        'GET',
        'chargerules/payUrl',
        { id: pack.id, type: 1 },
        user.token,
      );
      const notification = new SandboxPaymentProvider().notification(
        { order_no: order.order_no, trade_no: `FAULT${order.order_no}`, amount: order.money, status: 'paid' },
        stack.secrets.PAY_SANDBOX_SECRET,
      );
      const before = await gold();
      const notify = () =>
        fetch(`${stack.url('edge')}/api/pay/notify/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(notification),
        }).then((response) => response.arrayBuffer());
      await Promise.all(Array.from({ length: 20 }, notify));
      check = async () => {
        const credited = (await gold()) - before;
        const expected = order.coin + order.give;
        return { lost: credited < expected ? 1 : 0, duplicated: credited > expected ? 1 : 0 };
      };
    },
    verify: () => (check as () => Promise<FaultVerdict>)(),
  };
}

/** Every service killed in turn (the money path first), Redis restarted, callbacks replayed. */
export const FAULTS: readonly Fault[] = [
  ...(
    [
      'gifts',
      'wallet',
      'realtime',
      'live',
      'media',
      'account',
      'activity',
      'scores',
      'community',
      'video',
      'edge',
    ] as const
  ).map(killed),
  { ...redisRestart, healed: pushedRoomPlays },
  replayedCallbacks(),
];

/** The form `npm test` runs: the money path's service, the sockets' and the callbacks. */
export const SHORT_FAULTS: readonly Fault[] = [killed('gifts'), killed('realtime'), replayedCallbacks()];

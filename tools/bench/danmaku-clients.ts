// Child process of the danmaku bench: opens COUNT receiving WebSocket clients in one chat room (the
// gateway's /im group as visitors, or the bare server's room), records the delay of every danmaku
// they receive (the text carries its send time), and on `stop` answers the count and percentiles.
import { signIm } from '@arena/shared';
import { io, Socket } from 'socket.io-client';
import { now, percentile, runClients } from './child';

const url = process.env.DANMAKU_URL as string;
const mode = process.env.DANMAKU_MODE as 'gateway' | 'bare';
const count = Number(process.env.DANMAKU_COUNT);
const groupId = process.env.DANMAKU_GROUP as string;
const imSecret = process.env.DANMAKU_IM_SECRET as string;

// Up to a few million deliveries: a growable typed array keeps them cheap to hold and sort.
let latencies = new Float64Array(1 << 20);
let received = 0;

function record(text: unknown): void {
  const sentAt = Number(/^d:(\d+(\.\d+)?)$/.exec(String(text))?.[1]);
  if (!sentAt) return;
  if (received === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[received++] = now() - sentAt;
}

async function open(n: number): Promise<Socket> {
  const guest = `guest_${900_000_000 + n}`;
  const socket =
    mode === 'gateway'
      ? io(`${url}/im`, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          auth: { userId: guest, userSig: signIm(guest, imSecret), lang: 'en' },
        })
      : io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  if (mode === 'gateway') {
    socket.on('groupMessage', (message: { text: string }) => record(message.text));
    const joined = (await socket.timeout(30_000).emitWithAck('joinGroup', { groupId })) as {
      code: number;
      msg: string;
    };
    if (joined.code !== 0) throw new Error(`joinGroup: ${joined.msg}`);
  } else {
    socket.on('message', (payload: { text: string }) => record(payload.text));
    await socket.timeout(30_000).emitWithAck('join');
  }
  return socket;
}

process.on('message', (message: { stop?: boolean }) => {
  if (!message.stop) return;
  const sorted = latencies.slice(0, received).sort();
  process.send?.({ received, p50Ms: percentile(sorted, 50) ?? 0, p99Ms: percentile(sorted, 99) ?? 0 });
});
runClients(count, open);

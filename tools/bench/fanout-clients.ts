// Child process of the fan-out bench: opens COUNT WebSocket clients in one room of the target (or,
// `index`, subscribed to football's code 100 index data) and reports, per broadcast round, each
// client's delivery latency (the payload carries its send time).
import { io, Socket } from 'socket.io-client';
import { now, runClients } from './child';

const url = process.env.FANOUT_URL as string;
const mode = process.env.FANOUT_MODE as 'gateway' | 'index' | 'bare';
const count = Number(process.env.FANOUT_COUNT);

interface Round {
  latencies: number[];
}
const rounds = new Map<number, Round>();

function onDelivery(round: number, sentAt: number): void {
  const entry = rounds.get(round) ?? { latencies: [] };
  rounds.set(round, entry);
  entry.latencies.push(now() - sentAt);
  if (entry.latencies.length === count) {
    process.send?.({ round, latencies: entry.latencies });
    rounds.delete(round);
  }
}

async function open(): Promise<Socket> {
  const socket = io(mode === 'bare' ? url : `${url}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  if (mode !== 'bare') {
    socket.on('message', (message: { code: number; type: string; data: { round: number; sentAt: number } }) => {
      if (message.code === (mode === 'index' ? 100 : 200) && message.type !== 'goal')
        onDelivery(message.data.round, message.data.sentAt);
    });
    await socket.emitWithAck('register', { client: 'web' });
    if (mode === 'index') await socket.emitWithAck('classify', { type: 'football' });
    else await socket.emitWithAck('enterRoom', { roomId: 1 });
    // The gateway drops sockets silent for two heartbeats (60 s): keep these alive.
    setInterval(() => socket.emit('heartbeat', {}), 20_000).unref();
  } else {
    socket.on('message', (message: { round: number; sentAt: number }) => onDelivery(message.round, message.sentAt));
    await socket.emitWithAck('join');
  }
  return socket;
}

runClients(count, open);

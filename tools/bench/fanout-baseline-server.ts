// The fan-out baseline: a bare socket.io server (no Nest, no Redis) that joins clients to one room
// and broadcasts to it when its parent says so over IPC, or when a client sends `chat` (the danmaku
// bench's bare chat room).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

// socket.io is a dependency of the realtime workspace only; take the very same copy.
const requireFromRealtime = createRequire(path.resolve(__dirname, '../../services/realtime/package.json'));
const { Server } = requireFromRealtime('socket.io') as typeof import('../../services/realtime/node_modules/socket.io');

const port = Number(process.env.PORT);
const server = createServer();
const ioServer = new Server(server, { serveClient: false });
ioServer.on('connection', (socket) => {
  socket.on('join', (ack: () => void) => {
    void socket.join('room');
    ack();
  });
  socket.on('chat', (payload: unknown, ack?: () => void) => {
    ioServer.to('room').emit('message', payload);
    ack?.();
  });
});
process.on('message', (payload) => ioServer.to('room').emit('message', payload));
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('disconnect', () => process.exit(0));

// The baseline: a bare node:http server answering a tiny JSON envelope, run as its own process like
// the services, so the bench compares the product with what Node itself can do on this machine.
import { createServer } from 'node:http';

const body = JSON.stringify({ code: 0, msg: '', data: { id: 1, nickname: 'baseline' } });
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set');

createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));

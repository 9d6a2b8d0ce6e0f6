import { Envelope } from '@arena/protocol';
import { Logger } from '@nestjs/common';
import { messageOf, toErrorResponse, translate, validate } from '@arena/shared';
import { z } from 'zod';
import { RtSocket } from './socket-state';

type Ack = (response: Envelope<unknown>) => void;
const logger = new Logger('SocketEvents');

/**
 * One client -> server event: its payload is validated like an HTTP input and its ack carries the
 * HTTP envelope, so a bad input answers `code 1` with a message naming the field in the socket's
 * language and an unexpected failure answers "server error" without crashing the connection.
 */
export function onEvent<S extends z.ZodType>(
  socket: RtSocket,
  event: string,
  schema: S,
  handler: (input: z.output<S>) => unknown,
): void {
  socket.on(event, async (...args: unknown[]) => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    const lang = socket.data.lang;
    try {
      const result = await handler(validate(schema, args[0] ?? {}));
      const wrapped = messageOf(result);
      ack?.({
        code: 0,
        msg: wrapped ? translate(wrapped.key, lang) : '',
        data: (wrapped ? wrapped.data : result) ?? null,
      });
    } catch (error) {
      const response = toErrorResponse(error, lang);
      if (response.unexpected)
        logger.error({ event, err: error instanceof Error ? error.stack : error }, 'socket event failed');
      ack?.(response.body);
    }
  });
}

export const NoInput = z.object({}).passthrough();

import { Writable } from 'node:stream';
import pino from 'pino';
import { NestLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => (
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>),
      done()
    ),
  });
  return { logger: new NestLogger(pino({}, sink)), lines };
}

describe('NestLogger', () => {
  it("logs an Error with its message and stack (Nest hands a failed start-up's error over as the message)", () => {
    const { logger, lines } = capture();
    // Like Nest's UnknownDependenciesException: extra enumerable fields, message and stack not enumerable.
    const error = Object.assign(new Error("Nest can't resolve dependencies of the ProfilesService (?)."), {
      type: 'ProfilesService',
      context: { index: 0 },
    });
    logger.error(error);
    expect(lines[0]).toMatchObject({ level: 50, msg: "Nest can't resolve dependencies of the ProfilesService (?)." });
    expect((lines[0].err as { stack: string }).stack).toContain('logger.spec.ts');
  });

  it('keeps a text message with its trace and context, and an object message with its fields', () => {
    const { logger, lines } = capture();
    logger.error('failed', 'Error: x\n    at y', 'Jobs');
    logger.error({ requestId: 'r1', url: '/x' }, 'unhandled error', 'Exceptions');
    expect(lines[0]).toMatchObject({ msg: 'failed', trace: 'Error: x\n    at y', context: 'Jobs' });
    expect(lines[1]).toMatchObject({ msg: 'unhandled error', requestId: 'r1', url: '/x', context: 'Exceptions' });
  });
});

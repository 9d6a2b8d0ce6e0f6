import { Writable } from 'node:stream';
import pino from 'pino';
import { lazyChildLogger } from './lazy-child-logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  return { lines, logger: pino({ level, redact: { paths: ['token'], censor: '[redacted]' } }, stream) };
}

describe('lazyChildLogger', () => {
  it('writes enabled levels with the bindings and redaction of a real child', () => {
    const { lines, logger } = capture('info');
    const log = lazyChildLogger(logger, { reqId: 'r1' });
    log.info({ token: 'secret' }, 'hello');
    log.error('broken');
    expect(lines.map((line) => [line.reqId, line.msg, line.token])).toEqual([
      ['r1', 'hello', '[redacted]'],
      ['r1', 'broken', undefined],
    ]);
  });

  it('makes no pino child while nothing is written at its level', () => {
    const { lines, logger } = capture('warn');
    const child = jest.spyOn(logger, 'child');
    const log = lazyChildLogger(logger, { reqId: 'r2' });
    log.info('not written');
    log.debug('not written');
    expect(child).not.toHaveBeenCalled();
    log.warn('written');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => line.msg)).toEqual(['written', 'again']);
  });

  it('follows a level the child is given', () => {
    const { lines, logger } = capture('warn');
    const log = lazyChildLogger(logger, { reqId: 'r3' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('route debug');
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([['r3', 'route debug']]);
  });
});

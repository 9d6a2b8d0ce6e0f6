import { logFormat, serviceLogFormatter, servicePrefix, supervisorLine, useColors } from './service-logs';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    level: 30,
    time: Date.UTC(2026, 10, 27, 8, 30, 5, 123),
    pid: 7,
    hostname: 'h',
    service: 'gifts',
    name: 'gifts',
    ...fields,
  });

describe('logFormat', () => {
  it('is pretty in a terminal, JSON elsewhere and in production, and LOG_FORMAT decides when set', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'JSON' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'fancy' }, true)).toBe('pretty');
  });

  it('colours a terminal unless NO_COLOR, and anything with FORCE_COLOR', () => {
    expect(useColors({}, true)).toBe(true);
    expect(useColors({ NO_COLOR: '1' }, true)).toBe(false);
    expect(useColors({}, false)).toBe(false);
    expect(useColors({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(useColors({ TERM: 'dumb' }, true)).toBe(false);
  });
});

describe('serviceLogFormatter', () => {
  it('shows every line unchanged in JSON format', () => {
    const show = serviceLogFormatter('json');
    const raw = line({ context: 'RouterExplorer', msg: 'Mapped {/gifts, GET} route' });
    expect(show(raw)).toBe(raw);
    expect(show('not json')).toBe('not json');
  });

  it('makes a pino line one readable line: time, level, context and message, then the other fields', () => {
    const show = serviceLogFormatter('pretty');
    const text = show(line({ level: 40, context: 'Jobs', msg: 'relay slow', jobId: 'j1' }));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: Jobs: relay slow \{"jobId":"j1"\}$/);
    expect(text).not.toMatch(/hostname|"pid"|"service"/);
  });

  it("shows an error's stack on the lines below it", () => {
    const show = serviceLogFormatter('pretty');
    const text =
      show(
        line({
          level: 50,
          msg: 'boom',
          err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here (a.ts:1:1)' },
        }),
      ) ?? '';
    expect(text.split('\n')[0]).toMatch(/ERROR: boom/);
    expect(text).toContain('at here (a.ts:1:1)');
  });

  it("pairs a request's two lines into one when it completes, and leaves successful health probes out", () => {
    const show = serviceLogFormatter('pretty');
    expect(
      show(line({ reqId: 'r1', req: { id: 'r1', method: 'POST', url: '/gifts/send' }, msg: 'incoming request' })),
    ).toBeUndefined();
    expect(
      show(line({ reqId: 'r1', res: { statusCode: 200 }, responseTime: 12.34, msg: 'request completed' })),
    ).toMatch(/INFO: POST \/gifts\/send 200 12 ms$/);
    expect(
      show(line({ reqId: 'r2', req: { id: 'r2', method: 'GET', url: '/health/live' }, msg: 'incoming request' })),
    ).toBeUndefined();
    expect(
      show(line({ reqId: 'r2', res: { statusCode: 200 }, responseTime: 1.5, msg: 'request completed' })),
    ).toBeUndefined();
    // A failing answer is a warning, whatever the path.
    show(line({ reqId: 'r3', req: { id: 'r3', method: 'GET', url: '/health/ready' }, msg: 'incoming request' }));
    expect(show(line({ reqId: 'r3', res: { statusCode: 503 }, responseTime: 3, msg: 'request completed' }))).toMatch(
      /WARN: GET \/health\/ready 503 3\.0 ms$/,
    );
  });

  it("leaves Nest's start-up inventory out, and shows what is not a pino line as it came", () => {
    const show = serviceLogFormatter('pretty');
    expect(show(line({ context: 'RouterExplorer', msg: 'Mapped {/gifts, GET} route' }))).toBeUndefined();
    expect(show(line({ context: 'NestApplication', msg: 'Nest application successfully started' }))).toMatch(
      /NestApplication: Nest application successfully started$/,
    );
    expect(show('    at Object.<anonymous> (main.js:1:1)')).toBe('    at Object.<anonymous> (main.js:1:1)');
    expect(show('{not json')).toBe('{not json');
    expect(show('{"a":1}')).toBe('{"a":1}');
  });

  it('colours only when asked', () => {
    expect(serviceLogFormatter('pretty', true)(line({ msg: 'hi' }))).toContain('\x1b[');
    expect(servicePrefix('gifts', 0)).toBe('[gifts]     ');
    expect(servicePrefix('gifts', 0, true)).toBe('\x1b[36m[gifts]     \x1b[39m');
    expect(supervisorLine('exited with code 1', 'json')).toBe('exited with code 1');
    expect(supervisorLine('exited with code 1', 'pretty')).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] SUPERVISOR: exited with code 1$/,
    );
  });
});

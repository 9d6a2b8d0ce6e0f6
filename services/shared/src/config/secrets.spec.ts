import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSecrets, SECRET_NAMES } from './secrets';

describe('secrets', () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'arena-secrets-'));
    for (const name of SECRET_NAMES) delete process.env[name];
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('are generated on first use into an owner-only file, and the same ones are read back', () => {
    process.env.SECRETS_FILE = path.join(dir, 'var/secrets.json');
    const first = loadSecrets('development', SECRET_NAMES);
    const file = process.env.SECRETS_FILE;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    for (const name of SECRET_NAMES) expect(first[name]).toMatch(/^[\w-]{43}$/);
    expect(new Set(Object.values(first)).size).toBe(SECRET_NAMES.length);
    expect(loadSecrets('development', SECRET_NAMES)).toEqual(first);
  });

  it('a second machine (another file) gets other secrets', () => {
    process.env.SECRETS_FILE = path.join(dir, 'a.json');
    const a = loadSecrets('test', ['IM_SECRET']);
    process.env.SECRETS_FILE = path.join(dir, 'b.json');
    expect(loadSecrets('test', ['IM_SECRET']).IM_SECRET).not.toBe(a.IM_SECRET);
  });

  it('the environment wins over the file', () => {
    process.env.SECRETS_FILE = path.join(dir, 'secrets.json');
    process.env.IM_SECRET = 'from-the-environment';
    const secrets = loadSecrets('development', SECRET_NAMES);
    expect(secrets.IM_SECRET).toBe('from-the-environment');
    expect(secrets.INTERNAL_SECRET).toHaveLength(43);
  });

  it('production refuses to start without them, with a placeholder, or with a short one', () => {
    process.env.SECRETS_FILE = path.join(dir, 'secrets.json');
    expect(() => loadSecrets('production', ['INTERNAL_SECRET', 'IM_SECRET'])).toThrow(
      'INTERNAL_SECRET, IM_SECRET must be set in production',
    );
    process.env.INTERNAL_SECRET = 'REPLACE_ME_WITH_A_LONG_RANDOM_INTERNAL_SECRET';
    process.env.IM_SECRET = 'short';
    expect(() => loadSecrets('production', ['INTERNAL_SECRET', 'IM_SECRET'])).toThrow(
      /INTERNAL_SECRET, IM_SECRET must be long random values/,
    );
    process.env.INTERNAL_SECRET = 'k'.repeat(40);
    process.env.IM_SECRET = 'm'.repeat(40);
    expect(loadSecrets('production', ['INTERNAL_SECRET', 'IM_SECRET'])).toEqual({
      INTERNAL_SECRET: 'k'.repeat(40),
      IM_SECRET: 'm'.repeat(40),
    });
    // Production never writes a file of its own.
    expect(() => statSync(process.env.SECRETS_FILE as string)).toThrow();
  });
});

import { fromEnv } from './from-env';

describe('fromEnv', () => {
  const name = 'FROM_ENV_SPEC_VALUE';
  afterEach(() => delete process.env[name]);
  const set = (value: string) => (process.env[name] = value);

  it('gives the default when the variable is unset or empty', () => {
    expect(fromEnv.string(name, 'd')).toBe('d');
    set('');
    expect(fromEnv.number(name, 7)).toBe(7);
    expect(fromEnv.boolean(name, true)).toBe(true);
    expect(fromEnv.optional(name)).toBeUndefined();
  });

  it('reads numbers within their bounds and names the variable otherwise', () => {
    set('2.5');
    expect(fromEnv.number(name, 1)).toBe(2.5);
    expect(() => fromEnv.number(name, 1, { integer: true })).toThrow(
      `Environment variable ${name} must be a whole number, got "2.5"`,
    );
    set('0');
    expect(() => fromEnv.number(name, 1, { min: 1 })).toThrow(`${name} must be a number >= 1`);
    set('ten');
    expect(() => fromEnv.number(name, 1)).toThrow(`${name} must be a number, got "ten"`);
  });

  it('reads booleans and word lists strictly', () => {
    set('TRUE');
    expect(fromEnv.boolean(name, false)).toBe(true);
    set('0');
    expect(fromEnv.boolean(name, true)).toBe(false);
    set('maybe');
    expect(() => fromEnv.boolean(name, true)).toThrow(`${name} must be true or false`);
    set('staging');
    expect(() => fromEnv.oneOf(name, ['development', 'production'], 'development')).toThrow(
      'must be one of development, production, got "staging"',
    );
    set('production');
    expect(fromEnv.oneOf(name, ['development', 'production'], 'development')).toBe('production');
  });
});

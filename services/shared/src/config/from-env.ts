/**
 * The one reader of the environment for every service's settings (`<service>.config.ts` and the
 * shared config): typed, with the documented default when a variable is unset or empty, and a
 * start-up error naming the variable when a value is unusable. Lint forbids `process.env` in
 * services' sources anywhere but this folder.
 */
export const fromEnv = {
  /** The raw value, undefined when unset or empty. */
  optional(name: string): string | undefined {
    const value = process.env[name];
    return value === undefined || value === '' ? undefined : value;
  },

  string(name: string, fallback: string): string {
    return fromEnv.optional(name) ?? fallback;
  },

  /** A finite number within the bounds (an integer when asked). */
  number(name: string, fallback: number, rules: { min?: number; max?: number; integer?: boolean } = {}): number {
    const raw = fromEnv.optional(name);
    const value = raw === undefined ? fallback : Number(raw);
    const ok =
      Number.isFinite(value) &&
      (!rules.integer || Number.isInteger(value)) &&
      value >= (rules.min ?? -Infinity) &&
      value <= (rules.max ?? Infinity);
    if (!ok) {
      const wanted = [
        rules.integer ? 'a whole number' : 'a number',
        rules.min !== undefined && `>= ${rules.min}`,
        rules.max !== undefined && `<= ${rules.max}`,
      ];
      throw new Error(`Environment variable ${name} must be ${wanted.filter(Boolean).join(' ')}, got "${raw}"`);
    }
    return value;
  },

  /** `true`/`1`/`yes` or `false`/`0`/`no` (any case). */
  boolean(name: string, fallback: boolean): boolean {
    const raw = fromEnv.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    throw new Error(`Environment variable ${name} must be true or false, got "${raw}"`);
  },

  /** One of a fixed set of words. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = fromEnv.optional(name) ?? fallback;
    if (!(allowed as readonly string[]).includes(raw))
      throw new Error(`Environment variable ${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return raw as T;
  },
};

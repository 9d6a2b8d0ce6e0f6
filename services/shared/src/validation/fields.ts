import { z } from 'zod';

/**
 * Field builders shared by every service. Requests arrive as JSON, form data or query strings, so
 * numbers and booleans accept their string forms; empty strings count as missing.
 */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/**
 * Numbers arrive as JSON numbers or as decimal text; anything else (true, [5], {}, '1e3', '0x10') is
 * left as it is so the schema rejects it with a type error, where z.coerce would turn it into a number.
 */
const toNumber = (value: unknown) => {
  const present = emptyToUndefined(value);
  return typeof present === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(present) ? Number(present) : present;
};

/**
 * Text measured in characters (code points), as the spec's limits and a person count them: an emoji
 * is one, where `z.string().max()` counts UTF-16 units and would take it as two. Trimmed unless
 * `trim: false`. Malformed text (lone surrogates, control characters) never gets here: `validate()`
 * refuses it first for every route and socket event. The document still shows the limits.
 */
export function characters(max: number, { min = 0, trim = true }: { min?: number; trim?: boolean } = {}) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .check((ctx) => {
      const count = [...ctx.value].length;
      if (count > max)
        ctx.issues.push({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: ctx.value });
      else if (count < min)
        ctx.issues.push({ code: 'too_small', origin: 'string', minimum: min, inclusive: true, input: ctx.value });
    })
    .meta({ minLength: min || undefined, maxLength: max });
}

export const fields = {
  text: (max: number, min = 1) => z.preprocess(emptyToUndefined, characters(max, { min })),
  optionalText: (max: number) => z.preprocess(emptyToUndefined, characters(max).optional()),
  int: (min = 0, max = Number.MAX_SAFE_INTEGER) => z.preprocess(toNumber, z.number().int().min(min).max(max)),
  id: () => z.preprocess(toNumber, z.number().int().min(1).max(2_147_483_647)),
  /** Mobile numbers: digits only; China 11 digits, Vietnam 9-10 (leading 0 tolerated). */
  mobile: () =>
    z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{6,15}$/, 'account.mobile_invalid'),
    ),
  countryCode: () =>
    z.preprocess(
      (v) => (emptyToUndefined(v) === undefined ? undefined : String(v).replace(/^\+/, '')),
      z.enum(['86', '84']).default('86'),
    ),
  bool: () =>
    z.preprocess(
      (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
      z.boolean(),
    ),
  page: () => z.preprocess(toNumber, z.number().int().min(1).max(10_000).default(1)),
  limit: (max = 50, fallback = 15) => z.preprocess(toNumber, z.number().int().min(1).max(max).default(fallback)),
};

export const PageInput = z.object({ page: fields.page(), limit: fields.limit() });
export type PageInput = z.output<typeof PageInput>;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** The output schema of a page of `item`, as `Page<T>` answers it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

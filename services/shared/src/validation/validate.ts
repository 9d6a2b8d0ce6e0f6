import { z } from 'zod';
import { AppError } from '../errors/app-error';

export interface ValidateOptions {
  /** Message key used when a required field is missing (the spec's forms use 'common.complete_info'). */
  missingKey?: string;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Turns the first zod issue into a translated AppError naming the field. */
function toAppError(issue: z.core.$ZodIssue, input: unknown, options: ValidateOptions): AppError {
  const field = issue.path.map(String).join('.') || 'body';
  // A schema may carry its own message key (z.string().refine(..., { message: 'account.x' })).
  if (issue.message && /^[a-z_]+\.[a-z_.]+$/.test(issue.message)) return AppError.fail(issue.message, { field });
  const value = valueAt(input, issue.path);
  if (issue.code === 'invalid_type' && isMissing(value))
    return AppError.fail(options.missingKey ?? 'validation.required', { field });
  switch (issue.code) {
    case 'invalid_type':
      return AppError.fail('validation.type', { field });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1 && isMissing(value))
        return AppError.fail(options.missingKey ?? 'validation.required', { field });
      return AppError.fail(issue.origin === 'string' ? 'validation.too_short' : 'validation.too_small', {
        field,
        min: issue.minimum,
      });
    case 'too_big':
      return AppError.fail(issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big', {
        field,
        max: issue.maximum,
      });
    case 'invalid_value':
      return AppError.fail('validation.one_of', { field, options: issue.values.join(', ') });
    case 'unrecognized_keys':
      return AppError.fail('validation.unknown_field', { field: issue.keys.join(', ') });
    default:
      return AppError.fail('validation.invalid', { field });
  }
}

/** C0 controls but tab, line feed and carriage return, and DEL: never text anyone types (Postgres refuses NUL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- see CONTROL
const CONTROL_ALL = /[\u0000-\u001F\u007F]/g;
/** A surrogate outside a pair (with `u`, a pair is one code point): not Unicode, and jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const LONE_SURROGATE_ALL = /[\uD800-\uDFFF]/gu;
const MAX_DEPTH = 8;

type BadText = 'validation.control_characters' | 'validation.malformed_text';
const badText = (text: string): BadText | undefined =>
  CONTROL.test(text)
    ? 'validation.control_characters'
    : LONE_SURROGATE.test(text)
      ? 'validation.malformed_text'
      : undefined;

/** The path of the first string (or key) that is not text anyone types, and what is wrong with it. */
function badTextAt(value: unknown, path: string[] = []): { path: string[]; key: BadText } | undefined {
  if (typeof value === 'string') {
    const key = badText(value);
    return key && { path, key };
  }
  if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH) return undefined;
  for (const [name, item] of Object.entries(value)) {
    const key = badText(name);
    if (key) return { path: [...path, name], key };
    const found = badTextAt(item, [...path, name]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parses input with a schema or throws a `code 1` AppError whose message names the first bad field.
 * Any text field with a control character or a lone UTF-16 surrogate is refused first, for every route and
 * socket event.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, options: ValidateOptions = {}): z.output<S> {
  const bad = badTextAt(input);
  // The field's name is echoed back: a key made of such characters is shown with them replaced.
  if (bad) {
    const field =
      bad.path.map((part) => part.replace(CONTROL_ALL, '?').replace(LONE_SURROGATE_ALL, '?')).join('.') || 'body';
    throw AppError.fail(bad.key, { field });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Missing fields first: "complete the information" reads better than a type complaint elsewhere.
  const issues = [...result.error.issues].sort(
    (a, b) => Number(!isMissing(valueAt(input, a.path))) - Number(!isMissing(valueAt(input, b.path))),
  );
  throw toAppError(issues[0], input, options);
}

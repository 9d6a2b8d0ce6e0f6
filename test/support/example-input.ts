import { z } from 'zod';

/**
 * A valid-looking input for a route's zod input schema, made from the schema itself so routes added
 * later get one too: required fields only, the smallest values their constraints allow, texts that
 * match their patterns. Answers undefined when the schema refuses what could be made (a refinement
 * across fields, a pattern none of the candidates fits): the caller then falls back to its own input.
 */
export function exampleInput(schema: z.ZodType): Record<string, unknown> | undefined {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const example = valueFor(json, json);
  if (example === undefined || example === null || typeof example !== 'object' || Array.isArray(example))
    return undefined;
  // Refinements the JSON schema cannot say (a decimal amount, a check digit): other texts, in turn.
  const tried = new Map<string, number>();
  for (let round = 0; round < 40; round++) {
    const result = schema.safeParse(example);
    if (result.success) return example as Record<string, unknown>;
    const path = result.error.issues[0].path;
    const key = path.join('.');
    const next = (tried.get(key) ?? 0) + 1;
    if (next >= TEXT_CANDIDATES.length || !setAt(example, path, TEXT_CANDIDATES[next])) return undefined;
    tried.set(key, next);
  }
  return undefined;
}

function setAt(target: unknown, path: PropertyKey[], value: unknown): boolean {
  let current = target as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) {
    if (current[key] === null || typeof current[key] !== 'object') return false;
    current = current[key] as Record<PropertyKey, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return false;
  current[last] = value;
  return true;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Texts tried in turn against a pattern: the formats the services' fields use. */
const TEXT_CANDIDATES = [
  'example',
  '1',
  '100',
  'Example',
  '13712345678',
  '123456',
  '0123456789abcdef0123456789abcdef',
  '6222020000000000',
  '110101199001011234',
  '2026-11-24',
  '2026-11-24 20:00:00',
  '20:00',
  'a@example.com',
  'https://example.com/a.png',
  '/uploads/example.png',
  'Password123',
];

function textFor(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2026-11-24T12:00:00.000Z';
  if (schema.format === 'date') return '2026-11-24';
  if (schema.format === 'email') return 'a@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a.png';
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const base = TEXT_CANDIDATES.find((candidate) => !pattern || pattern.test(candidate)) ?? 'example';
  const padded = base.length < (schema.minLength ?? 0) ? base.padEnd(schema.minLength ?? 0, 'x') : base;
  return schema.maxLength !== undefined ? padded.slice(0, schema.maxLength) : padded;
}

function numberFor(schema: JsonSchema): number {
  const floor = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
  const value = Math.max(floor ?? 1, 1);
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

function valueFor(schema: JsonSchema, root: JsonSchema): unknown {
  if (schema.$ref) return valueFor(root.$defs?.[schema.$ref.split('/').pop() ?? ''] ?? {}, root);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches)
    return branches.map((branch) => valueFor(branch, root)).find((value) => value !== undefined && value !== null);
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf), root);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, valueFor(schema.properties?.[key] ?? {}, root)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => valueFor(schema.items ?? {}, root));
    case 'string':
      return textFor(schema);
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return true;
    default:
      return schema.properties ? valueFor({ ...schema, type: 'object' }, root) : 'example';
  }
}

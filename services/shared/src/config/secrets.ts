import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secrets of a running stack: INTERNAL_SECRET signs the edge's and the services' internal header,
 * IM_SECRET the chat signatures, PAY_SANDBOX_SECRET the sandbox provider's callbacks.
 */
export const SECRET_NAMES = ['INTERNAL_SECRET', 'IM_SECRET', 'PAY_SANDBOX_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

const MIN_LENGTH = 32;

/** Where a machine keeps its generated secrets (git-ignored, owner-only). */
export const secretsFile = (): string => path.resolve(process.env.SECRETS_FILE || 'var/secrets.json');

const generate = (): Secrets =>
  Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')])) as Secrets;

function readFile(file: string): Partial<Secrets> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not readable secrets JSON: delete it to generate new secrets`, { cause: error });
  }
}

/**
 * The file's secrets, written on first use. Services started together race for it: the content is
 * written to a private temporary file and hard-linked into place, which fails if another process
 * linked first, so everyone ends up with the one complete file.
 */
const cache = new Map<string, Secrets>();

function fileSecrets(): Secrets {
  const file = secretsFile();
  let secrets = cache.get(file);
  if (!secrets) cache.set(file, (secrets = readOrCreate(file)));
  return secrets;
}

function readOrCreate(file: string): Secrets {
  const existing = readFile(file);
  if (
    existing &&
    SECRET_NAMES.every((name) => typeof existing[name] === 'string' && existing[name].length >= MIN_LENGTH)
  )
    return existing as Secrets;
  if (existing) throw new Error(`${file} lacks one of ${SECRET_NAMES.join(', ')}: delete it to generate new secrets`);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${JSON.stringify(generate(), null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFile(file) as Secrets;
}

/**
 * The secrets asked for: the environment wins; in production a missing one stops the process (a
 * deployment has a secret store, and a file inside a container would differ per replica); elsewhere
 * the machine's generated file supplies it. Nothing in the code is a usable secret.
 */
export function loadSecrets<N extends SecretName>(env: string, names: readonly N[]): Record<N, string> {
  const fromEnv = Object.fromEntries(
    names.filter((name) => process.env[name]).map((name) => [name, process.env[name] as string]),
  );
  const missing = names.filter((name) => !fromEnv[name]);
  if (env === 'production') {
    if (missing.length > 0) throw new Error(`${missing.join(', ')} must be set in production`);
    // The repository's placeholders and short words are public or guessable: never a production secret.
    const weak = names.filter(
      (name) => fromEnv[name].length < MIN_LENGTH || /REPLACE_ME|change-?me/i.test(fromEnv[name]),
    );
    if (weak.length > 0)
      throw new Error(
        `${weak.join(', ')} must be long random values (at least ${MIN_LENGTH} characters, not a placeholder)`,
      );
  }
  if (missing.length === 0) return fromEnv as Record<N, string>;
  const file = fileSecrets();
  return Object.fromEntries(names.map((name) => [name, fromEnv[name] ?? file[name]])) as Record<N, string>;
}

import { fields } from '@arena/shared';
import { hash, verify } from '@node-rs/argon2';

/** The login password field of every form that sets one: 6 to 20 characters. */
export const PASSWORD = () => fields.text(20, 6);

/** Argon2id with the library's defaults (19 MiB, 2 passes): memory-hard, ~tens of ms per hash. */
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

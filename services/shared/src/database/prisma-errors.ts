import { Prisma } from '../generated/prisma/client';

/**
 * True when the database could not take the query for overload, not for anything in it: no
 * connection for a transaction in time (P2028), or the server refusing more connections (P2037,
 * "too many clients already").
 */
export function isDatabaseOverloaded(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && (error.code === 'P2028' || error.code === 'P2037');
}

/** True when a write failed on a unique constraint (a race another request won). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

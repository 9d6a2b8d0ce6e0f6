import { Prisma } from '../generated/prisma/client';

/** True when the database had no connection to give a transaction in time (P2028): overload, not a bug. */
export function isTransactionStartTimeout(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2028';
}

/** True when a write failed on a unique constraint (a race another request won). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

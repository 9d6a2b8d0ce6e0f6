import { Prisma } from '../generated/prisma/client';

/** True when a write failed on a unique constraint (a race another request won). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

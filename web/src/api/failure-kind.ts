import { ApiError, NetworkError } from './api-error';

/**
 * Why something failed, for what the user is told: `network` (no answer, or the page's code could
 * not be fetched), `service` (a service answered with an error, whose message is in the user's
 * language) or `code` (a fault in the site itself: never reported as a network problem).
 */
export type FailureKind = 'network' | 'service' | 'code';

/** What browsers throw when a lazy chunk cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_LOAD =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i;

export function failureKind(error: unknown): FailureKind {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiError) return 'service';
  if (error instanceof TypeError && CHUNK_LOAD.test(error.message)) return 'network';
  return 'code';
}

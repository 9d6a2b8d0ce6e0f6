/** Stops the embedded PostgreSQL if global-setup had to start one. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { stopTestPostgres?: () => Promise<void> }).stopTestPostgres?.();
}

/** The first wait before reconnecting after the server closed a socket; it doubles with each close in a row. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** A connection that lasted this long was healthy: the next close waits the first step again. */
export const RECONNECT_STABLE_MS = 30_000;

/**
 * socket.io-client retries every lost connection by itself except one the server closed (a restart,
 * a deploy, a missed heartbeat, a revoked session): the site retries those, waiting 1 s, 2 s, 4 s...
 * up to 30 s, so a server that keeps closing is not hammered.
 */
export class ReconnectBackoff {
  private closesInARow = 0;
  private connectedAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly firstMs = RECONNECT_FIRST_MS,
    private readonly maxMs = RECONNECT_MAX_MS,
    private readonly stableMs = RECONNECT_STABLE_MS,
  ) {}

  connected(): void {
    this.connectedAt = Date.now();
  }

  /** Runs `reconnect` after the next wait; returns that wait in ms. */
  schedule(reconnect: () => void): number {
    this.cancel();
    if (this.connectedAt && Date.now() - this.connectedAt >= this.stableMs) this.closesInARow = 0;
    const delay = Math.min(this.firstMs * 2 ** this.closesInARow, this.maxMs);
    this.closesInARow++;
    this.timer = setTimeout(() => {
      this.timer = null;
      reconnect();
    }, delay);
    return delay;
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

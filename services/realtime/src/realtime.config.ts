/** Knobs of the realtime gateway; env overrides them (tests shorten the heartbeat and the send window). */
export interface RealtimeConfig {
  /** The spec's live-socket heartbeat; a socket silent for two intervals is dropped. */
  heartbeatMs: number;
  /** Messages one account may send per window, group and private together. */
  sendLimit: number;
  sendWindowMs: number;
  /** Longest danmaku / group chat text and private text, in characters. */
  groupTextMax: number;
  privateTextMax: number;
  /** Online-count pushes to a group are coalesced to one per this interval. */
  onlinePushMs: number;
}

const num = (name: string, fallback: number): number => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Environment variable ${name} must be a positive number`);
  return value;
};

export function realtimeConfig(): RealtimeConfig {
  return {
    heartbeatMs: num('LIVE_HEARTBEAT_MS', 30_000),
    sendLimit: num('IM_SEND_LIMIT', 10),
    sendWindowMs: num('IM_SEND_WINDOW_MS', 10_000),
    groupTextMax: num('IM_GROUP_TEXT_MAX', 100),
    privateTextMax: num('IM_PRIVATE_TEXT_MAX', 1000),
    onlinePushMs: num('IM_ONLINE_PUSH_MS', 1000),
  };
}

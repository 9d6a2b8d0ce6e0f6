import { fromEnv } from '@arena/shared';

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
  /** One automatic reply per receiver and sender within this long. */
  autoReplyEverySeconds: number;
  /** Online-count pushes to a group are coalesced to one per this interval. */
  onlinePushMs: number;
  /** Plain danmaku broadcast per room and second, over every process; past it, messages are sampled out. */
  roomRate: number;
  /** A client reconnecting within this long gets its rooms back and the pushes it missed. */
  recoveryWindowMs: number;
  /** How often the sockets' sessions are stored, so a process killed without notice loses none of them. */
  sessionCheckpointMs: number;
  /** Most members a group chat may have, its owner included. */
  groupChatMaxMembers: number;
  /** Pages of other origins that may open sockets (the site's own origin always may). */
  allowedOrigins: string[];
}

export function realtimeConfig(): RealtimeConfig {
  return {
    heartbeatMs: fromEnv.number('LIVE_HEARTBEAT_MS', 30_000, { min: 1 }),
    sendLimit: fromEnv.number('IM_SEND_LIMIT', 10, { min: 1 }),
    sendWindowMs: fromEnv.number('IM_SEND_WINDOW_MS', 10_000, { min: 1 }),
    groupTextMax: fromEnv.number('IM_GROUP_TEXT_MAX', 100, { min: 1 }),
    privateTextMax: fromEnv.number('IM_PRIVATE_TEXT_MAX', 1000, { min: 1 }),
    autoReplyEverySeconds: fromEnv.number('IM_AUTO_REPLY_EVERY_SECONDS', 4 * 3600, { min: 1, integer: true }),
    onlinePushMs: fromEnv.number('IM_ONLINE_PUSH_MS', 1000, { min: 1 }),
    roomRate: fromEnv.number('LIVE_DANMAKU_ROOM_RATE', 40, { min: 1 }),
    recoveryWindowMs: fromEnv.number('LIVE_RECOVERY_WINDOW_MS', 120_000, { min: 1000 }),
    sessionCheckpointMs: fromEnv.number('REALTIME_SESSION_CHECKPOINT_MS', 10_000, { min: 100 }),
    groupChatMaxMembers: fromEnv.number('IM_GROUP_CHAT_MAX_MEMBERS', 200, { min: 2 }),
    allowedOrigins: fromEnv
      .string('REALTIME_ALLOWED_ORIGINS', '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

// The parts of node-media-server 4.4.3 (plain JavaScript) that rtmp-ingest.ts uses; pinned to that version.
declare module 'node-media-server' {
  import type { Server } from 'node:net';

  export interface NmsBroadcast {
    publisher: NmsSession | null;
    publishGraceMs: number;
    postPlay(session: NmsSession): string | null;
    donePlay(session: NmsSession): void;
  }
  export interface NmsSession {
    id: string;
    ip: string;
    protocol: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    videoCodec: number;
    audioCodec: number;
    broadcast: NmsBroadcast;
    sendBuffer(buffer: Buffer): void;
    close(): void;
  }
  export default class NodeMediaServer {
    constructor(config: Record<string, unknown>);
    rtmpServer: { tcpServer?: Server; run(): void; stop(): void };
    on(event: 'prePublish' | 'postPublish' | 'donePublish' | 'prePlay', listener: (session: NmsSession) => void): void;
    stop(): Promise<void>;
  }
}
declare module 'node-media-server/src/session/base_session.js' {
  export default class BaseSession {
    id: string;
    ip: string;
    protocol: string;
    sendBuffer: (buffer: Buffer) => void;
    close: () => void;
  }
}
declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string; log(message: string, level?: string): void };
  export default logger;
}
declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  /** The server's module state: one event emitter for every server in the process. */
  const context: { eventEmitter: EventEmitter };
  export default context;
}

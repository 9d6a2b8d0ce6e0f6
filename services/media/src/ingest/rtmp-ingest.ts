import { createServer, Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import NodeMediaServer, { NmsSession } from 'node-media-server';
import BaseSession from 'node-media-server/src/session/base_session.js';
import nmsContext from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';

/** An encoder pushing on `rtmp://<host>/live/<streamKey>`. */
export interface Publisher {
  readonly id: string;
  readonly streamKey: string;
  /** Whether it is still connected and the one feeding its stream path. */
  readonly active: boolean;
  /** Disconnects the encoder (it sees the connection end; ffmpeg exits non-zero). */
  close(): void;
}

/** Where the FLV bytes of a subscription go: the header first, then tags as they arrive. */
export interface FlvSink {
  write(chunk: Buffer): void;
  end(): void;
}

export interface IngestEvents {
  /** A new publisher took a free stream path (a second push on a busy one is refused by the server). */
  published(publisher: Publisher): void;
  unpublished(publisher: Publisher): void;
}

const FLV_SIGNATURE = Buffer.from('FLV');
const FLV_HAS_AUDIO = 0x04;
const METADATA_WAIT_MS = 2000;

/**
 * The one adapter over node-media-server 4.4.3 (pinned: it reaches into the server's broadcast
 * internals): it receives RTMP pushes and lets the service subscribe to a push as an FLV byte
 * stream. The server's own HTTP, recording, relay and store stay off. Its traps, worked around here:
 * a publisher that leaves is kept for a 30 s "resume" grace (set to 0, so a stop is a stop); the
 * publish events also fire for a refused second publisher (only the path's current publisher
 * counts); and its FLV header always claims audio (it follows the stream's metadata here).
 */
export class RtmpIngest {
  private server?: NodeMediaServer;
  private readonly publishers = new Map<NmsSession, Publisher>();
  /** Every open RTMP connection: a stop ends them all, or the server's close waits on them forever. */
  private readonly connections = new Set<Socket>();
  port = 0;

  constructor(
    private readonly options: { port: number; host: string },
    private readonly events: IngestEvents,
  ) {}

  async start(): Promise<void> {
    this.port = this.options.port || (await freePort(this.options.host));
    quietLogger();
    const server = new NodeMediaServer({
      bind: this.options.host,
      rtmp: { port: this.port, chunk_size: 60000, gop_cache: true, ping: 30, ping_timeout: 60 },
      webadmin: { enable: false },
    });
    this.listen(server, 'prePublish', (session) => this.onPrePublish(session));
    this.listen(server, 'donePublish', (session) => this.onDonePublish(session));
    // Viewers watch through the service (HLS, HTTP-FLV), never by playing the key over RTMP.
    this.listen(server, 'prePlay', (session) => session.close());
    server.rtmpServer.tcpServer?.on('connection', (socket: Socket) => {
      this.connections.add(socket);
      socket.once('close', () => this.connections.delete(socket));
    });
    const listening = new Promise<void>((resolve, reject) => {
      server.rtmpServer.tcpServer?.once('listening', () => resolve());
      server.rtmpServer.tcpServer?.once('error', reject);
    });
    server.rtmpServer.run();
    await listening;
    this.server = server;
  }

  async stop(): Promise<void> {
    for (const publisher of this.publishers.values()) publisher.close();
    // Each leaves through donePublish (so the service ends its broadcast) before the server goes.
    for (let waited = 0; this.publishers.size > 0 && waited < 3000; waited += 50) await delay(50);
    const tcp = this.server?.rtmpServer.tcpServer;
    // Connections with no publisher (a handshake in progress, a refused second push) end here too.
    for (const socket of this.connections) socket.destroy();
    this.server?.rtmpServer.stop();
    await this.server?.stop();
    // The server's events go through one emitter per process: a stopped ingest hears no more of them
    // (tests start the service again in the same process).
    for (const [event, listener] of this.listeners) nmsContext.eventEmitter.off(event, listener);
    this.listeners.length = 0;
    if (tcp?.listening) await new Promise((resolve) => tcp.close(resolve));
    this.server = undefined;
  }

  /**
   * FLV of a publisher's stream from its start (header, metadata, codec headers, the current group
   * of pictures), then live. Answers the unsubscribe function; the sink ends when the push ends.
   */
  async subscribe(publisher: Publisher, sink: FlvSink): Promise<() => void> {
    const session = [...this.publishers].find(([, p]) => p === publisher)?.[0];
    if (!session || !publisher.active) {
      sink.end();
      return () => undefined;
    }
    // The codecs are known from the stream's metadata, which follows the publish by a few milliseconds.
    for (
      let waited = 0;
      session.videoCodec === 0 && session.audioCodec === 0 && waited < METADATA_WAIT_MS;
      waited += 50
    )
      await delay(50);
    // The push may have ended meanwhile: its end has passed, and nothing else would end this sink.
    if (!this.publishers.has(session)) {
      sink.end();
      return () => undefined;
    }
    const hasAudio = session.audioCodec !== 0 || session.videoCodec === 0;
    const subscriber = new BaseSession();
    subscriber.protocol = 'flv';
    subscriber.ip = '';
    subscriber.sendBuffer = (chunk: Buffer) => {
      if (!hasAudio && chunk.length >= 9 && chunk.subarray(0, 3).equals(FLV_SIGNATURE)) {
        const header = Buffer.from(chunk);
        header[4] &= ~FLV_HAS_AUDIO;
        return sink.write(header);
      }
      sink.write(chunk);
    };
    const broadcast = session.broadcast;
    const refused = broadcast.postPlay(subscriber as unknown as NmsSession);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      broadcast.donePlay(subscriber as unknown as NmsSession);
      sink.end();
    };
    if (refused) end();
    else this.sinks.set(subscriber, { session, end });
    return () => {
      this.sinks.delete(subscriber);
      end();
    };
  }

  private readonly sinks = new Map<BaseSession, { session: NmsSession; end: () => void }>();
  private readonly listeners: [
    event: 'prePublish' | 'donePublish' | 'prePlay',
    listener: (session: NmsSession) => void,
  ][] = [];

  private listen(
    server: NodeMediaServer,
    event: 'prePublish' | 'donePublish' | 'prePlay',
    listener: (session: NmsSession) => void,
  ): void {
    server.on(event, listener);
    this.listeners.push([event, listener]);
  }

  private onPrePublish(session: NmsSession): void {
    if (session.streamApp !== 'live') return session.close();
    const busy = session.broadcast.publisher !== null && session.broadcast.publisher !== session;
    // A second publisher on a live key: the server refuses it right after this event.
    if (busy) return;
    session.broadcast.publishGraceMs = 0;
    // The server makes the session its publisher right after this event.
    setImmediate(() => {
      if (session.broadcast.publisher !== session) return;
      const publisher: Publisher = {
        id: session.id,
        streamKey: session.streamName,
        get active() {
          return session.broadcast.publisher === session;
        },
        close: () => session.close(),
      };
      this.publishers.set(session, publisher);
      this.events.published(publisher);
    });
  }

  private onDonePublish(session: NmsSession): void {
    const publisher = this.publishers.get(session);
    if (!publisher) return;
    this.publishers.delete(session);
    for (const [subscriber, sink] of this.sinks) {
      if (sink.session !== session) continue;
      this.sinks.delete(subscriber);
      sink.end();
    }
    this.events.unpublished(publisher);
  }
}

/**
 * The server logs its banner and every session at info, and a refused encoder as an error: only
 * its warnings and errors reach the service's log, as warnings (they are about clients, not faults).
 */
function quietLogger(): void {
  const logger = new Logger('RTMP');
  nmsLogger.log = (message: string, level = 'info') => {
    if (level === 'error' || level === 'warn') logger.warn(message);
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now (the RTMP server takes it right after). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

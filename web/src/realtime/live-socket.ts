import {
  type Envelope,
  type IndexSport,
  LIVE_MESSAGE_EVENT,
  LIVE_NAMESPACE,
  type LiveMessage,
  type LiveRegistered,
  liveRooms,
} from '@arena/protocol';
import { ReconnectBackoff } from './reconnect-backoff';
import { type Connect, emitWithAck, type SocketLike } from './socket-like';

/** The spec's heartbeat period; the server's register answer may announce another. */
export const DEFAULT_HEARTBEAT_MS = 30_000;

export interface LiveIdentity {
  userId?: number;
  userSig?: string;
}

export interface LiveSocketDeps {
  load: () => Promise<Connect>;
  identity: () => LiveIdentity;
  lang: () => string;
  /** How long to wait before reconnecting after the server closed the socket (tests shorten it). */
  backoff?: ReconnectBackoff;
}

type Handler = (message: LiveMessage) => void;

/**
 * The live socket (`/live`): registers as web on every connect, sends a heartbeat at the interval
 * the server announces, and replays the page's subscriptions (classify, rooms, videos, waiting scan
 * codes) after every reconnect. Everything the server pushes (code 100 index data, code 200 room, login and
 * kick-out events) goes to the subscribers.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private starting: Promise<void> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private sport: IndexSport | 'none' = 'none';
  private readonly rooms = new Set<number>();
  /** Videos whose page is open: their new danmaku are pushed here. */
  private readonly videos = new Set<number>();
  /** Scan-login codes waited on, with the secret that proves this page asked for each. */
  private readonly qrCodes = new Map<string, string>();
  private readonly handlers = new Set<Handler>();
  private readonly statusListeners = new Set<() => void>();
  private readonly subscribedListeners = new Set<(topic: string) => void>();
  private online = false;
  private readonly backoff: ReconnectBackoff;

  constructor(private readonly deps: LiveSocketDeps) {
    this.backoff = deps.backoff ?? new ReconnectBackoff();
  }

  /** Opens the socket once; later calls return the same promise. */
  start(): Promise<void> {
    this.stopped = false;
    this.starting ??= this.deps.load().then((connect) => {
      if (this.stopped) return;
      const socket = connect(LIVE_NAMESPACE, { auth: { lang: this.deps.lang() } });
      this.socket = socket;
      socket.on('connect', () => void this.onConnect(socket));
      socket.on('disconnect', (reason) => this.onDisconnect(socket, String(reason)));
      socket.on(LIVE_MESSAGE_EVENT, (message) => this.dispatch(message as LiveMessage));
    });
    return this.starting;
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.socket?.disconnect();
    this.socket = null;
    this.starting = null;
    this.setOnline(false);
  }

  get connected(): boolean {
    return this.online;
  }

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Which index data to receive (replaces the previous choice). */
  classify(sport: IndexSport | 'none'): void {
    this.sport = sport;
    if (this.socket?.connected) void this.sendClassify(this.socket);
  }

  enterRoom(roomId: number): () => void {
    this.rooms.add(roomId);
    if (this.socket?.connected) void this.sendEnterRoom(this.socket, roomId);
    return () => {
      this.rooms.delete(roomId);
      this.send('leaveRoom', { roomId });
    };
  }

  /** Receives the danmaku posted on a video while its page is open (and again after every reconnect). */
  enterVideo(videoId: number): () => void {
    this.videos.add(videoId);
    if (this.socket?.connected) void this.sendEnterVideo(this.socket, videoId);
    return () => {
      this.videos.delete(videoId);
      this.send('leaveVideo', { videoId });
    };
  }

  /**
   * Called each time the server confirms that a subscription's pushes flow to this page, named as
   * the server's socket.io room (`liveRooms.index(sport)`, `liveRooms.room(id)`, `liveRooms.video(id)`):
   * after `classify`, `enterRoom` or `enterVideo` and again after every reconnect. A push sent before that moment never reached the
   * page, so a listener reads its snapshot again.
   */
  onSubscribed(listener: (topic: string) => void): () => void {
    this.subscribedListeners.add(listener);
    return () => this.subscribedListeners.delete(listener);
  }

  /** Waits for the scan-login result of a code; the result arrives as a code 200 `login` message. */
  watchQrLogin(code: string, secret: string): () => void {
    this.qrCodes.set(code, secret);
    this.send('qrLogin', { code, secret });
    return () => this.qrCodes.delete(code);
  }

  /** After login or logout: register again so the server knows who this socket is. */
  reregister(): void {
    if (this.socket?.connected) void this.register(this.socket);
  }

  private async onConnect(socket: SocketLike): Promise<void> {
    this.backoff.connected();
    this.setOnline(true);
    await this.register(socket);
    if (this.sport !== 'none') void this.sendClassify(socket);
    for (const roomId of this.rooms) void this.sendEnterRoom(socket, roomId);
    for (const videoId of this.videos) void this.sendEnterVideo(socket, videoId);
    for (const [code, secret] of this.qrCodes) this.send('qrLogin', { code, secret });
  }

  private async register(socket: SocketLike): Promise<void> {
    const { userId, userSig } = this.deps.identity();
    let heartbeatMs = DEFAULT_HEARTBEAT_MS;
    try {
      const answer = await emitWithAck<Envelope<LiveRegistered | null>>(socket, 'register', {
        client: 'web',
        ...(userId && userSig ? { userId, userSig } : {}),
      });
      if (answer.code === 0 && answer.data?.heartbeatMs) heartbeatMs = answer.data.heartbeatMs;
      // The user's own pushes (balances, notifications) flow from here on.
      if (answer.code === 0 && answer.data?.userId && this.socket === socket)
        for (const listener of [...this.subscribedListeners]) listener(liveRooms.user(answer.data.userId));
    } catch {
      // No answer: keep the default period; the heartbeat itself keeps the connection alive.
    }
    if (this.socket !== socket || !socket.connected) return;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => socket.emit('heartbeat', {}), heartbeatMs);
  }

  private sendClassify(socket: SocketLike): Promise<void> {
    const sport = this.sport;
    if (sport === 'none') {
      socket.emit('classify', { type: sport });
      return Promise.resolve();
    }
    return this.sendSubscription(
      socket,
      'classify',
      { type: sport },
      liveRooms.index(sport),
      () => this.sport === sport,
    );
  }

  private sendEnterRoom(socket: SocketLike, roomId: number): Promise<void> {
    return this.sendSubscription(socket, 'enterRoom', { roomId }, liveRooms.room(roomId), () => this.rooms.has(roomId));
  }

  private sendEnterVideo(socket: SocketLike, videoId: number): Promise<void> {
    return this.sendSubscription(socket, 'enterVideo', { videoId }, liveRooms.video(videoId), () =>
      this.videos.has(videoId),
    );
  }

  /** Sends a subscription and, once the server acknowledges it and the page still wants it, says so. */
  private async sendSubscription(
    socket: SocketLike,
    event: string,
    payload: unknown,
    topic: string,
    wanted: () => boolean,
  ): Promise<void> {
    try {
      const answer = await emitWithAck<Envelope<unknown>>(socket, event, payload);
      if (answer.code !== 0 || !wanted() || this.socket !== socket) return;
      for (const listener of [...this.subscribedListeners]) listener(topic);
    } catch {
      // No answer: the connection is going away, and the reconnect subscribes again.
    }
  }

  private onDisconnect(socket: SocketLike, reason: string): void {
    this.setOnline(false);
    this.clearTimers();
    // socket.io retries every cause by itself except a server-side close (a restart, a missed heartbeat).
    if (reason === 'io server disconnect' && !this.stopped && this.socket === socket)
      this.backoff.schedule(() => !this.stopped && this.socket === socket && socket.connect());
  }

  private dispatch(message: LiveMessage): void {
    for (const handler of [...this.handlers]) handler(message);
  }

  private send(event: string, payload: unknown): void {
    if (this.socket?.connected) this.socket.emit(event, payload);
  }

  private clearTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.backoff.cancel();
    this.heartbeat = null;
  }

  private setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    for (const listener of [...this.statusListeners]) listener();
  }
}

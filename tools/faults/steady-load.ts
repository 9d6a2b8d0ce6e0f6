import {
  type Envelope,
  IM_NAMESPACE,
  type ImMessage,
  LIVE_MESSAGE_EVENT,
  LIVE_NAMESPACE,
  type LiveMessage,
  type LiveRegistered,
  liveRoomGroupId,
} from '@arena/protocol';
import { randomUUID } from 'node:crypto';
import { Manager, type Socket } from 'socket.io-client';
import { ArenaApi } from '../demo/audience/arena-api';
import { sleep } from './fault-stack';

/** A signed-in account of the load. */
export interface LoadUser {
  id: number;
  token: string;
  userSig: string;
}

/** Attempts that failed (a refusal, an error, no answer), by time: a fault's window counts its own. */
export class Failures {
  private readonly at: number[] = [];
  add(): void {
    this.at.push(Date.now());
  }
  between(from: number, to: number): number {
    return this.at.filter((time) => time >= from && time <= to).length;
  }
}

const RETRY_MS = 200;
const ACK_MS = 5000;

/**
 * A client that retries as the site does: the same request key (or chat clientId) until the product
 * acknowledges it, so every request the load made ends acknowledged once the stack is back, and
 * whatever the product stored must match the acknowledged set exactly.
 */
abstract class RetryingClient {
  private running = false;
  private loop?: Promise<void>;
  /** Request keys (or message ids) the product acknowledged, in order. */
  readonly acked: string[] = [];
  /** A request in flight not yet acknowledged (retried until it is). */
  pending = 0;

  constructor(
    protected readonly failures: Failures,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  /** When the product last acknowledged one of this client's requests. */
  lastAckAt = 0;

  /** Pauses once the request in flight is acknowledged (start() goes on). */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  /** One attempt of the request `key`: its acknowledged id, or undefined when it must be tried again. */
  protected abstract attempt(key: string): Promise<string | undefined>;

  private async run(): Promise<void> {
    let n = 0;
    while (this.running) {
      const key = `${randomUUID().slice(0, 8)}-${n++}`;
      this.pending = 1;
      for (;;) {
        const id = await this.attempt(key).catch(() => undefined);
        if (id !== undefined) {
          this.acked.push(id);
          this.lastAckAt = Date.now();
          break;
        }
        this.failures.add();
        await sleep(RETRY_MS);
      }
      this.pending = 0;
      await sleep(this.everyMs);
    }
  }
}

/** `member/handselGift`, the cheapest gift, over and over. Acknowledged: the request key as stored (`<user>:<key>`). */
export class GiftSender extends RetryingClient {
  constructor(
    private readonly api: ArenaApi,
    private readonly user: LoadUser,
    private readonly roomId: number,
    private readonly giftId: number,
    failures: Failures,
    everyMs: number,
  ) {
    super(failures, everyMs);
  }

  protected async attempt(key: string): Promise<string> {
    await this.api.call(
      'POST',
      'member/handselGift',
      { room_id: this.roomId, gift_id: this.giftId, count: 1, request_key: key },
      this.user.token,
      'en',
    );
    return `${this.user.id}:${key}`;
  }
}

/** Paid danmaku (`Barrage/send`). Acknowledged: the request key as stored. */
export class PaidDanmakuSender extends RetryingClient {
  constructor(
    private readonly api: ArenaApi,
    private readonly user: LoadUser,
    private readonly roomId: number,
    private readonly styleId: number,
    failures: Failures,
    everyMs: number,
  ) {
    super(failures, everyMs);
  }

  protected async attempt(key: string): Promise<string> {
    await this.api.call(
      'POST',
      'Barrage/send',
      { room_id: this.roomId, style_id: this.styleId, content: `steady ${key}`, request_key: key },
      this.user.token,
      'en',
    );
    return `${this.user.id}:${key}`;
  }
}

/** A chat socket through the edge, joined to the room's group on every connect, as the site's. */
function chatSocket(
  baseUrl: string,
  user: LoadUser,
  roomId: number,
  onJoined: (socket: Socket, recovered: boolean) => Promise<void>,
): Socket {
  const manager = new Manager(baseUrl, {
    transports: ['websocket'],
    reconnectionDelay: 250,
    reconnectionDelayMax: 2000,
  });
  const socket = manager.socket(IM_NAMESPACE, { auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' } });
  socket.on('connect', () => {
    const recovered = socket.recovered;
    const join = recovered
      ? Promise.resolve()
      : socket.timeout(ACK_MS).emitWithAck('joinGroup', { groupId: liveRoomGroupId(roomId) });
    void join.then(() => onJoined(socket, recovered)).catch(() => socket.disconnect().connect());
  });
  return socket;
}

/** Chat lines in the room's group. Acknowledged: the stored message's id. */
export class ChatSender extends RetryingClient {
  private socket?: Socket;
  private joined = false;

  constructor(
    private readonly baseUrl: string,
    private readonly user: LoadUser,
    private readonly roomId: number,
    failures: Failures,
    everyMs: number,
  ) {
    super(failures, everyMs);
  }

  override start(): void {
    if (!this.socket) {
      this.socket = chatSocket(this.baseUrl, this.user, this.roomId, async () => {
        this.joined = true;
      });
      this.socket.on('disconnect', () => (this.joined = false));
    }
    super.start();
  }

  close(): void {
    this.socket?.disconnect();
  }

  protected async attempt(key: string): Promise<string | undefined> {
    if (!this.socket || !this.joined) return undefined;
    const answer = (await this.socket.timeout(ACK_MS).emitWithAck('sendGroupMessage', {
      groupId: liveRoomGroupId(this.roomId),
      clientId: key,
      type: 'text',
      text: `line ${key}`,
    })) as Envelope<ImMessage>;
    return answer.code === 0 ? answer.data.id : undefined;
  }
}

/**
 * A viewer's page in the room: its chat socket counts every line it is pushed and, after a reconnect
 * the server could not recover, reads the history back to the last line it had (as the site's chat
 * does); its live socket counts the room's gift events.
 */
export class RoomListener {
  /** Chat line ids received, with how many times each came. */
  readonly lines = new Map<string, number>();
  /** Lines read back from history after a reconnect that was not recovered. */
  readonly filledIds = new Set<string>();
  /** Gift events received, by send id, with how many times each came. */
  readonly gifts = new Map<number, number>();
  /** Reconnects of the chat socket and of the live socket, recovered by the server or fresh. */
  reconnects = { recovered: 0, fresh: 0 };
  liveReconnects = { recovered: 0, fresh: 0 };
  private im?: Socket;
  private live?: Socket;
  private heartbeat?: NodeJS.Timeout;
  private newest = 0n;

  constructor(
    private readonly baseUrl: string,
    private readonly user: LoadUser,
    private readonly roomId: number,
  ) {}

  async start(): Promise<void> {
    let first = true;
    const joined = new Promise<void>((resolve) => {
      this.im = chatSocket(this.baseUrl, this.user, this.roomId, async (socket, recovered) => {
        if (!first) this.reconnects[recovered ? 'recovered' : 'fresh']++;
        if (!first && !recovered) await this.fill(socket);
        first = false;
        resolve();
      });
    });
    this.im?.on('groupMessage', (message: ImMessage) => {
      if (message.groupId !== liveRoomGroupId(this.roomId)) return;
      this.seen(message.id);
    });
    const manager = new Manager(this.baseUrl, {
      transports: ['websocket'],
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
    });
    this.live = manager.socket(LIVE_NAMESPACE, { auth: { lang: 'en' } });
    let entering = true;
    const entered = new Promise<void>((resolve) => {
      this.live?.on('connect', () => {
        const live = this.live as Socket;
        if (!entering) this.liveReconnects[live.recovered ? 'recovered' : 'fresh']++;
        entering = false;
        if (live.recovered) return;
        void live
          .timeout(ACK_MS)
          .emitWithAck('register', { client: 'web' })
          .then((registered: Envelope<LiveRegistered>) => {
            // A page beats as the server asks, or it is taken out of its rooms as gone.
            clearInterval(this.heartbeat);
            this.heartbeat = setInterval(
              () => live.connected && live.emit('heartbeat', {}),
              registered.data.heartbeatMs,
            );
            return live.timeout(ACK_MS).emitWithAck('enterRoom', { roomId: this.roomId });
          })
          .then(
            () => resolve(),
            () => live.disconnect().connect(),
          );
      });
    });
    this.live.on(LIVE_MESSAGE_EVENT, (message: LiveMessage) => {
      if (message.code !== 200 || message.type !== 'gift' || message.roomId !== this.roomId) return;
      this.gifts.set(message.data.send_id, (this.gifts.get(message.data.send_id) ?? 0) + 1);
    });
    await Promise.all([joined, entered]);
  }

  stop(): void {
    clearInterval(this.heartbeat);
    this.im?.disconnect();
    this.live?.disconnect();
  }

  private seen(id: string): void {
    this.lines.set(id, (this.lines.get(id) ?? 0) + 1);
    if (BigInt(id) > this.newest) this.newest = BigInt(id);
  }

  /** Pages of history, newest first, until one reaches back past the newest line this page had. */
  private async fill(socket: Socket): Promise<void> {
    const groupId = liveRoomGroupId(this.roomId);
    const since = this.newest;
    let beforeId: string | undefined;
    for (let page = 0; page < 100; page++) {
      const answer = (await socket
        .timeout(ACK_MS)
        .emitWithAck('groupHistory', { groupId, ...(beforeId ? { beforeId } : {}) })) as Envelope<{
        list: ImMessage[];
        hasMore: boolean;
      }>;
      if (answer.code !== 0) return;
      for (const message of answer.data.list) {
        if (!this.lines.has(message.id)) {
          this.filledIds.add(message.id);
          this.seen(message.id);
        }
      }
      const oldest = answer.data.list.at(-1);
      // Ids are handed out before commit, so one page more than the first older than `since`.
      if (!answer.data.hasMore || !oldest || BigInt(oldest.id) < since - 50n) return;
      beforeId = oldest.id;
    }
  }
}

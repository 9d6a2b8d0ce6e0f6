import { type Envelope, IM_NAMESPACE, type ImMessage, type ImMessageBody, type ImServerEvents } from '@arena/protocol';
import { ApiError } from '../api/api-error';
import { ReconnectBackoff } from './reconnect-backoff';
import { type Connect, emitWithAck, type SocketLike } from './socket-like';

/** The spec's pause before the messaging login. */
export const IM_LOGIN_DELAY_MS = 500;
/** The spec's pause between a user-info change and the messaging profile update. */
export const IM_PROFILE_DELAY_MS = 1000;

export interface ImIdentity {
  userId: string;
  userSig: string;
}

export type ImStatus = 'idle' | 'connecting' | 'online' | 'offline' | 'refused';

export interface ImMe {
  id: string;
  guest: boolean;
}

export interface ImClientDeps {
  load: () => Promise<Connect>;
  lang: () => string;
  /** Universal/imTouristAccount: a visitor's messaging account. */
  guestAccount: () => Promise<{ id: string; sig: string }>;
  loginDelayMs?: number;
  profileDelayMs?: number;
  /** How long to wait before reconnecting after the server closed the socket (tests shorten it). */
  backoff?: ReconnectBackoff;
}

type PushListener = <E extends keyof ImServerEvents>(event: E, payload: ImServerEvents[E]) => void;

/**
 * The messaging connection (`/im`) and the spec's login rules: a logged-in user logs in with their
 * own id and signature, a visitor with a guest account fetched once; the login waits 500 ms; the
 * profile is updated 1 s after the user info changes; logout leaves the chat service. Credentials go
 * in the handshake, so every reconnect logs in again by itself: socket.io's own, and ours after the
 * server closed the socket (a restart; a revoked session is then refused, which ends the retries).
 */
export class ImClient {
  private socket: SocketLike | null = null;
  private account: string | null = null;
  private guest: Promise<ImIdentity> | null = null;
  private loginTimer: ReturnType<typeof setTimeout> | null = null;
  private profileTimer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;
  private profilePending = false;
  private readonly listeners = new Set<PushListener>();
  private readonly statusListeners = new Set<() => void>();
  private readonly backoff: ReconnectBackoff;
  status: ImStatus = 'idle';
  me: ImMe | null = null;
  /**
   * Whether the last connect recovered the previous connection (socket.io's state recovery: groups
   * kept, missed pushes replayed). When false, whoever joined groups joins again and reads what it missed.
   */
  recovered = false;

  constructor(private readonly deps: ImClientDeps) {
    this.backoff = deps.backoff ?? new ReconnectBackoff();
  }

  /** The session changed (or the page opened): log in as that user, or as the guest, after the delay. */
  useAccount(user: { id: number; userSig: string } | null): void {
    if (this.loginTimer) clearTimeout(this.loginTimer);
    const generation = ++this.generation;
    this.loginTimer = setTimeout(() => void this.login(user, generation), this.deps.loginDelayMs ?? IM_LOGIN_DELAY_MS);
  }

  /**
   * The user's nick or avatar changed: 1 s later (one call for several changes) the chat service is
   * asked to read the account's profile again.
   */
  profileChanged(): void {
    if (this.profileTimer) clearTimeout(this.profileTimer);
    this.profileTimer = setTimeout(() => {
      // Not logged in yet (the login waits too): sent as soon as the connection is up.
      this.profilePending = true;
      this.flushProfile();
    }, this.deps.profileDelayMs ?? IM_PROFILE_DELAY_MS);
  }

  /** Logout: leave the chat service; a later useAccount logs in again. */
  async logout(): Promise<void> {
    this.generation++;
    if (this.loginTimer) clearTimeout(this.loginTimer);
    if (this.profileTimer) clearTimeout(this.profileTimer);
    if (this.socket?.connected) await this.request('logout', {}).catch(() => undefined);
    this.close();
  }

  /** One client -> server event; a refusal rejects with the server's translated message. */
  async request<T>(event: string, payload: unknown): Promise<T> {
    const socket = this.socket;
    if (!socket?.connected) throw new ApiError(1, 'offline');
    const answer = await emitWithAck<Envelope<T>>(socket, event, payload);
    if (answer.code !== 0) throw new ApiError(answer.code, answer.msg, answer.data);
    return answer.data;
  }

  sendText(to: string, text: string, clientId: string): Promise<ImMessage> {
    return this.send(to, { type: 'text', text }, clientId);
  }

  /** Any message body the protocol declares: text, image, file or custom card. */
  send(to: string, body: ImMessageBody, clientId: string): Promise<ImMessage> {
    return this.request<ImMessage>('sendMessage', { to, clientId, ...body });
  }

  /** A message into a group chat the account is a member of. */
  sendGroup(groupId: string, body: ImMessageBody, clientId: string): Promise<ImMessage> {
    return this.request<ImMessage>('sendGroupMessage', { groupId, clientId, ...body });
  }

  onPush(listener: PushListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private async login(user: { id: number; userSig: string } | null, generation: number): Promise<void> {
    let identity: ImIdentity;
    try {
      identity = user ? { userId: String(user.id), userSig: user.userSig } : await this.guestIdentity();
    } catch {
      this.setStatus('offline');
      return;
    }
    if (generation !== this.generation || (identity.userId === this.account && this.socket)) return;
    this.close();
    this.account = identity.userId;
    this.setStatus('connecting');
    const connect = await this.deps.load();
    if (generation !== this.generation) return;
    const socket = connect(IM_NAMESPACE, { auth: { ...identity, lang: this.deps.lang() } });
    this.socket = socket;
    const guest = !user;
    socket.on('connect', () => {
      this.backoff.connected();
      this.recovered = socket.recovered === true;
      this.me = { id: identity.userId, guest };
      this.setStatus('online');
      this.flushProfile();
    });
    socket.on('disconnect', (reason) => {
      this.setStatus('offline');
      // socket.io retries every other cause by itself.
      if (reason === 'io server disconnect' && this.socket === socket)
        this.backoff.schedule(() => this.socket === socket && socket.connect());
    });
    socket.on('connect_error', (error) => {
      // A refused signature (expired guest account): fetch a new one next time instead of retrying forever.
      const refused = (error as { data?: { code?: number } } | undefined)?.data?.code === 1;
      if (!refused) return this.setStatus('offline');
      if (guest) this.guest = null;
      this.backoff.cancel();
      socket.disconnect();
      if (this.socket === socket) {
        this.socket = null;
        this.account = null;
      }
      this.setStatus('refused');
    });
    for (const event of [
      'privateMessage',
      'unread',
      'groupMessage',
      'groupOnline',
      'groupChatChanged',
      'groupUnread',
    ] as const) {
      socket.on(event, (payload) => this.push(event, payload as ImServerEvents[typeof event]));
    }
  }

  private flushProfile(): void {
    if (!this.profilePending || !this.me || this.me.guest || !this.socket?.connected) return;
    this.profilePending = false;
    void this.request('updateProfile', { gender: 'male' }).catch(() => undefined);
  }

  private guestIdentity(): Promise<ImIdentity> {
    this.guest ??= this.deps.guestAccount().then(
      ({ id, sig }) => ({ userId: id, userSig: sig }),
      (error: unknown) => {
        this.guest = null;
        throw error;
      },
    );
    return this.guest;
  }

  private push<E extends keyof ImServerEvents>(event: E, payload: ImServerEvents[E]): void {
    for (const listener of [...this.listeners]) listener(event, payload);
  }

  private close(): void {
    this.backoff.cancel();
    this.socket?.disconnect();
    this.socket = null;
    this.account = null;
    this.me = null;
    this.setStatus('idle');
  }

  private setStatus(status: ImStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}

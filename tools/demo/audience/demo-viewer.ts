import {
  type Envelope,
  IM_NAMESPACE,
  LIVE_MESSAGE_EVENT,
  LIVE_NAMESPACE,
  type LiveMessage,
  type LiveRegistered,
  liveRoomGroupId,
} from '@arena/protocol';
import { randomUUID } from 'node:crypto';
import { Manager, type Socket } from 'socket.io-client';
import { ArenaApi, Refusal } from './arena-api';
import type { ChatLang } from './lines';

/** A seeded demo audience account (`DEMO_AUDIENCE` of the account seed). */
export interface DemoAccount {
  mobile: string;
  countryCode?: string;
  password: string;
  nickname: string;
  lang: ChatLang;
}

export interface ViewerHooks {
  /** A red envelope was put in the viewer's room. */
  redEnvelope(viewer: DemoViewer, envelopeId: number): void;
  /** The viewer's room went off the air. */
  roomEnded(viewer: DemoViewer): void;
}

interface Session {
  token: string;
  userId: number;
  userSig: string;
  nick: string;
  avatar: string;
}

/** The site reads the room on entering and once a minute while it stays (watching time). */
const ROOM_READ_MS = 60_000;
const ACK_MS = 10_000;

/**
 * One demo viewer, doing what the site does for a signed-in user on a room page: logs in with the
 * account's password, opens the live socket (register, heartbeat, enterRoom) and the chat socket
 * (joinGroup) over one connection, reads the room each minute, says lines in the room's chat, sends
 * gifts (recharging through the sandbox wallet when short) and grabs red envelopes. Its sockets close
 * when it leaves the room.
 */
export class DemoViewer {
  /** The room it is in or entering; undefined while idle. */
  roomId: number | undefined;
  private session?: Session;
  private manager?: Manager;
  private live?: Socket;
  private im?: Socket;
  private joined = false;
  private timers: NodeJS.Timeout[] = [];
  /** Moves on at every leave: an entry still under way when its viewer left closes what it opened. */
  private visit = 0;

  constructor(
    readonly index: number,
    readonly account: DemoAccount,
    private readonly api: ArenaApi,
    private readonly hooks: ViewerHooks,
  ) {}

  get lang(): ChatLang {
    return this.account.lang;
  }

  /** In the room with its chat joined: it may speak. */
  get present(): boolean {
    return this.roomId !== undefined && this.joined;
  }

  async enter(roomId: number): Promise<void> {
    this.leave();
    this.roomId = roomId;
    const visit = this.visit;
    try {
      await this.signedIn((session) => this.readRoom(session, roomId));
      if (visit !== this.visit) return;
      await this.connect(this.session as Session, roomId);
      if (visit !== this.visit) return;
      const reads = setInterval(
        () => void this.signedIn((session) => this.readRoom(session, roomId)).catch(() => this.leave()),
        ROOM_READ_MS,
      );
      this.timers.push(reads);
    } catch (error) {
      if (visit === this.visit) this.leave();
      throw error;
    }
  }

  /** Leaves the room and closes the sockets (without waiting for answers: a closing page does not). */
  leave(): void {
    this.visit++;
    const roomId = this.roomId;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (roomId !== undefined && this.live?.connected) this.live.emit('leaveRoom', { roomId });
    if (roomId !== undefined && this.joined && this.im?.connected)
      this.im.emit('quitGroup', { groupId: liveRoomGroupId(roomId) });
    this.live?.disconnect();
    this.im?.disconnect();
    this.live = this.im = this.manager = undefined;
    this.joined = false;
    this.roomId = undefined;
  }

  /** A chat line in the room; false when the room refused it (slow mode, followers only...). */
  async say(text: string): Promise<boolean> {
    if (!this.present || !this.im) return false;
    const answer = (await this.im.timeout(ACK_MS).emitWithAck('sendGroupMessage', {
      groupId: liveRoomGroupId(this.roomId as number),
      clientId: randomUUID(),
      type: 'text',
      text,
    })) as Envelope<unknown>;
    return answer.code === 0;
  }

  /** Sends a gift worth `diamonds` in all, recharging the smallest package through the sandbox wallet first when short. */
  async gift(giftId: number, count: number, diamonds: number): Promise<void> {
    const roomId = this.roomId;
    if (roomId === undefined) return;
    await this.signedIn(async (session) => {
      const gold = Number(
        (await this.api.call<{ gold: string }>('GET', 'Member/info', {}, session.token, this.lang)).gold,
      );
      if (gold < diamonds) await this.recharge(session);
      await this.api.call(
        'POST',
        'member/handselGift',
        { room_id: roomId, gift_id: giftId, count, request_key: randomUUID() },
        session.token,
        this.lang,
      );
    });
  }

  async grab(envelopeId: number): Promise<void> {
    await this.signedIn((session) =>
      this.api.call('POST', 'Redenvelope/receiveRed', { id: envelopeId }, session.token, this.lang),
    );
  }

  /** As a user pays: picks the smallest package, opens the sandbox wallet and confirms; the provider's callback credits the ledger. */
  private async recharge(session: Session): Promise<void> {
    const packages = await this.api.call<{ id: number; money: string }[]>(
      'POST',
      'chargerules/getList',
      {},
      session.token,
      this.lang,
    );
    const smallest = [...packages].sort((a, b) => Number(a.money) - Number(b.money))[0];
    if (!smallest) throw new Error('no recharge package');
    const order = await this.api.call<{ order_no: string; url: string }>(
      'GET',
      'chargerules/payUrl',
      { id: smallest.id, type: 1 },
      session.token,
      this.lang,
    );
    const payToken = new URL(order.url, this.api.baseUrl).searchParams.get('token') ?? '';
    const status = await this.api.submitForm(`/api/pay/sandbox/${order.order_no}/confirm`, { token: payToken });
    if (status !== 200) throw new Error(`the sandbox wallet answered ${status}`);
  }

  private async readRoom(session: Session, roomId: number): Promise<void> {
    await this.api.call('POST', 'Live_streaming/getRoomInfo', { room_id: roomId }, session.token, this.lang);
  }

  /** Runs `work` with a session, logging in first when there is none and again once when it ended. */
  private async signedIn<T>(work: (session: Session) => Promise<T>): Promise<T> {
    try {
      return await work(this.session ?? (await this.logIn()));
    } catch (error) {
      if (!(error instanceof Refusal) || !error.relogin) throw error;
      return work(await this.logIn());
    }
  }

  private async logIn(): Promise<Session> {
    this.session = undefined;
    const { mobile, countryCode, password } = this.account;
    const { token } = await this.api.call<{ token: string }>(
      'POST',
      'user/login',
      { mobile, password, ...(countryCode ? { country_code: countryCode } : {}) },
      undefined,
      this.lang,
    );
    const info = await this.api.call<{ id: number; userSig: string; user_nickname: string; avatar: string }>(
      'GET',
      'Member/info',
      {},
      token,
      this.lang,
    );
    this.session = { token, userId: info.id, userSig: info.userSig, nick: info.user_nickname, avatar: info.avatar };
    return this.session;
  }

  /** The site's two sockets over one connection; both (re)subscribe on every connect. */
  private async connect(session: Session, roomId: number): Promise<void> {
    const manager = new Manager(this.api.baseUrl, { transports: ['websocket'], reconnectionDelay: 2_000 });
    const live = manager.socket(LIVE_NAMESPACE, { auth: { lang: this.lang } });
    const im = manager.socket(IM_NAMESPACE, {
      auth: { userId: String(session.userId), userSig: session.userSig, lang: this.lang },
    });
    Object.assign(this, { manager, live, im });
    live.on(LIVE_MESSAGE_EVENT, (message: LiveMessage) => {
      if (message.code !== 200 || !('roomId' in message) || message.roomId !== this.roomId) return;
      if (message.type === 'redEnvelope') this.hooks.redEnvelope(this, message.data.id);
      if (message.type === 'endRoom') this.hooks.roomEnded(this);
    });
    const liveReady = new Promise<void>((resolve, reject) => {
      live.on('connect', () => void this.subscribeLive(live, session, roomId).then(resolve, reject));
    });
    const imReady = new Promise<void>((resolve, reject) => {
      im.on('connect', () => void this.joinChat(im, roomId).then(resolve, reject));
      im.on('disconnect', () => (this.joined = false));
      // The chat refused the signature: the session ended; the next entry logs in again.
      im.on('connect_error', (error: Error & { data?: unknown }) => {
        if (!error.data) return;
        this.session = undefined;
        reject(error);
      });
    });
    await withTimeout(Promise.all([liveReady, imReady]), ACK_MS, 'the sockets did not connect');
  }

  private async subscribeLive(live: Socket, session: Session, roomId: number): Promise<void> {
    const registered = (await live.timeout(ACK_MS).emitWithAck('register', {
      client: 'web',
      userId: session.userId,
      userSig: session.userSig,
    })) as Envelope<LiveRegistered>;
    if (registered.code !== 0) throw new Refusal(registered.code, registered.msg);
    // Left meanwhile: no heartbeat for a closed socket.
    if (!live.connected) return;
    const beat = setInterval(() => live.connected && live.emit('heartbeat', {}), registered.data.heartbeatMs);
    live.once('disconnect', () => clearInterval(beat));
    this.timers.push(beat);
    const entered = (await live.timeout(ACK_MS).emitWithAck('enterRoom', { roomId })) as Envelope<unknown>;
    if (entered.code !== 0) throw new Refusal(entered.code, entered.msg);
  }

  /** The chat shows the account's name and picture, which it reads at the chat login itself. */
  private async joinChat(im: Socket, roomId: number): Promise<void> {
    const joined = (await im
      .timeout(ACK_MS)
      .emitWithAck('joinGroup', { groupId: liveRoomGroupId(roomId) })) as Envelope<unknown>;
    if (joined.code !== 0) throw new Refusal(joined.code, joined.msg);
    this.joined = true;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
